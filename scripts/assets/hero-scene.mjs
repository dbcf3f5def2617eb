/**
 * The hero: a finished Keepsake card standing on a table in warm evening light, its front
 * printed with a customer's memory (the sunset beach). 720 x 900, t in [0, 1) loops.
 */
import { SCENE_H, SCENE_W, sunsetBeach } from './memory-scenes.mjs';
import { bokeh, heart, linear, round, seeded, softGlow, sparkles, svg, text, wave } from './svg-kit.mjs';

export const HERO_W = 720;
export const HERO_H = 900;

function eucalyptus(x, y, rotate, scale) {
  let leaves = '';
  for (let i = 0; i < 7; i += 1) {
    const ly = -i * 34;
    const side = i % 2 ? 1 : -1;
    leaves += `<ellipse cx="${side * 20}" cy="${ly}" rx="20" ry="14" fill="${i % 3 ? '#8fb09a' : '#a7c4b0'}" transform="rotate(${side * 25} ${side * 20} ${ly})"/>`;
  }
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})"><path d="M0 20 Q6 -100 -4 -230" stroke="#6b8f78" stroke-width="4" fill="none"/>${leaves}</g>`;
}

export function heroFrame(t) {
  const W = HERO_W;
  const H = HERO_H;
  const memory = sunsetBeach(t, 'hm');
  const defs = [
    linear('bg', [
      [0, '#2b1420'],
      [0.5, '#5e2434'],
      [0.85, '#a3473f'],
      [1, '#c9694a'],
    ]),
    linear('table', [
      [0, '#8a5436'],
      [1, '#4a2a1a'],
    ]),
    linear('paper', [
      [0, '#fffdf8'],
      [1, '#f6ece0'],
    ]),
    linear(
      'sweep',
      [
        [0, '#ffffff', 0],
        [0.5, '#ffffff', 0.35],
        [1, '#ffffff', 0],
      ],
      { x2: 1, y2: 0 },
    ),
    softGlow('amber', '#ffc37a'),
    softGlow('rose', '#ff8fa3'),
    softGlow('cream', '#fff0d0'),
    softGlow('lamp', '#ffd39b'),
    `<clipPath id="photo"><rect x="0" y="0" width="${SCENE_W}" height="${SCENE_H}" rx="10"/></clipPath>`,
    `<clipPath id="cardClip"><rect x="-190" y="-250" width="380" height="500" rx="8"/></clipPath>`,
    `<filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="18" stdDeviation="16" flood-color="#1a0a10" flood-opacity="0.5"/></filter>`,
    memory.defs,
  ].join('');

  const tilt = -4 + 1.2 * wave(t);
  const lift = 4 * wave(t, 1, 0.25);
  const sweepX = -520 + ((t * 1.0) % 1) * 1040;
  // A few hearts float up from behind the card, each on its own schedule.
  const random = seeded(41);
  let hearts = '';
  for (let i = 0; i < 5; i += 1) {
    const phase = (t + i / 5) % 1;
    const x = 200 + random() * 320 + 20 * wave(phase, 1, random());
    hearts += heart(
      x,
      620 - phase * 420,
      14 + random() * 10,
      i % 2 ? '#ffb3c1' : '#ffd6a5',
      Math.sin(Math.PI * phase) * 0.8,
    );
  }

  const body = `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="560" cy="170" r="260" fill="url(#lamp)" opacity="0.55"/>
    ${bokeh(t, { seed: 1, count: 18, width: W, height: 640, palette: ['amber', 'rose', 'cream'], minR: 24, maxR: 80, maxOpacity: 0.5 })}
    <path d="M0 700 L${W} 660 L${W} ${H} L0 ${H}Z" fill="url(#table)"/>
    <path d="M0 700 L${W} 660" stroke="#c48a62" stroke-width="3" opacity="0.6"/>
    <path d="M0 760 Q360 730 ${W} 742 M0 830 Q360 800 ${W} 815" stroke="#5a321f" stroke-width="2" opacity="0.35" fill="none"/>
    ${eucalyptus(120, 720, -18, 1.15)}
    <g transform="translate(560 590) rotate(9)" filter="url(#shadow)">
      <rect x="-150" y="-105" width="300" height="210" rx="6" fill="#d8b48c"/>
      <path d="M-150 -105 L0 10 L150 -105" fill="none" stroke="#b8916a" stroke-width="3"/>
      <path d="M-150 -105 L0 10 L150 -105" fill="#cfa67c"/>
      <circle cx="62" cy="-30" r="15" fill="#be123c"/>
    </g>
    ${hearts}
    <g transform="translate(360 ${round(420 + lift)}) rotate(${round(tilt)}) scale(1.12)">
      <g filter="url(#shadow)"><rect x="-190" y="-250" width="380" height="500" rx="8" fill="url(#paper)"/></g>
      <g transform="translate(-165 -225) scale(${round((330 / SCENE_W) * 1000) / 1000})" clip-path="url(#photo)">${memory.body}</g>
      ${text(0, 200, 'Forty years of sunsets', { size: 27, color: '#7a1f33', italic: true })}
      ${text(0, 230, 'Happy anniversary, Mom & Dad', { size: 15, color: '#8a5a4a' })}
      <g clip-path="url(#cardClip)"><rect x="${round(sweepX)}" y="-260" width="180" height="520" fill="url(#sweep)" transform="skewX(-18)"/></g>
    </g>
    ${sparkles(t, { seed: 2, count: 16, width: W, height: 700, color: '#fff3d6', maxSize: 9 })}`;
  return svg(W, H, body, defs);
}
