/**
 * Small drawing helpers for the landing media: a seeded random source (so the same script
 * draws the same pictures every time), looping motion, and reusable SVG pieces.
 */

/** mulberry32: a tiny deterministic generator; the pictures must not change between runs. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const TAU = Math.PI * 2;

/** A value that returns to its start after one loop (t from 0 to 1), so videos loop without a jump. */
export function wave(t, cycles = 1, phase = 0) {
  return Math.sin(TAU * (t * cycles + phase));
}

export const round = (n) => Math.round(n * 10) / 10;

export function svg(width, height, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(id, stops, { x2 = 0, y2 = 1 } = {}) {
  const s = stops.map(
    ([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
  );
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s.join('')}</linearGradient>`;
}

/** A soft round glow: cheaper to render than a blurred circle, and it looks the same. */
export function softGlow(id, color) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="1"/><stop offset="0.55" stop-color="${color}" stop-opacity="0.55"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/**
 * Out-of-focus lights drifting in slow loops. `palette` holds gradient ids made by softGlow.
 */
export function bokeh(t, { seed, count, width, height, palette, minR = 20, maxR = 70, maxOpacity = 0.55 }) {
  const random = seeded(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = random() * width;
    const y = random() * height;
    const r = minR + random() * (maxR - minR);
    const phase = random();
    const gradient = palette[Math.floor(random() * palette.length)];
    const opacity = maxOpacity * (0.45 + 0.55 * random()) * (0.75 + 0.25 * wave(t, 1, phase));
    const dx = 18 * wave(t, 1, phase);
    const dy = 12 * wave(t, 1, phase + 0.25);
    out += `<circle cx="${round(x + dx)}" cy="${round(y + dy)}" r="${round(r)}" fill="url(#${gradient})" opacity="${round(opacity * 100) / 100}"/>`;
  }
  return out;
}

/** A four-pointed twinkle. */
export function sparkle(x, y, size, color, opacity) {
  const s = size;
  const q = s * 0.22;
  return `<path d="M${round(x)} ${round(y - s)} Q${round(x + q)} ${round(y - q)} ${round(x + s)} ${round(y)} Q${round(x + q)} ${round(y + q)} ${round(x)} ${round(y + s)} Q${round(x - q)} ${round(y + q)} ${round(x - s)} ${round(y)} Q${round(x - q)} ${round(y - q)} ${round(x)} ${round(y - s)}Z" fill="${color}" opacity="${round(opacity * 100) / 100}"/>`;
}

export function sparkles(t, { seed, count, width, height, top = 0, color = '#fff7e0', maxSize = 9 }) {
  const random = seeded(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = random() * width;
    const y = top + random() * (height - top);
    const size = 3 + random() * maxSize;
    const twinkle = Math.max(0, wave(t, 2, random()));
    out += sparkle(x, y, size * (0.6 + 0.4 * twinkle), color, 0.15 + 0.85 * twinkle);
  }
  return out;
}

export function heart(x, y, size, color, opacity = 1) {
  const s = size / 2;
  return `<path transform="translate(${round(x)} ${round(y)}) scale(${round(s * 100) / 1000})" d="M0 3 C-4 -1 -10 2 -10 7 C-10 12 -3 16 0 19 C3 16 10 12 10 7 C10 2 4 -1 0 3Z" fill="${color}" opacity="${round(opacity * 100) / 100}"/>`;
}

/** Text on a card or a picture; the fonts are the ones fontconfig finds, serif for warmth. */
export function text(
  x,
  y,
  content,
  { size, color, weight = 400, italic = false, anchor = 'middle', family = 'serif' },
) {
  const escaped = content.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return `<text x="${round(x)}" y="${round(y)}" font-family="DejaVu Serif, Liberation Serif, ${family}" font-size="${size}" font-weight="${weight}"${italic ? ' font-style="italic"' : ''} fill="${color}" text-anchor="${anchor}">${escaped}</text>`;
}
