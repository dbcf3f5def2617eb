/**
 * The four example "memories" a customer might upload, drawn in code (no stock footage, no
 * network). Each scene is 600 x 750 (4:5) and takes t in [0, 1) so its video loops cleanly.
 * Every scene returns { defs, body } so the hero can also place one inside a card.
 */
import { TAU, bokeh, heart, linear, round, seeded, softGlow, sparkles, wave } from './svg-kit.mjs';

export const SCENE_W = 600;
export const SCENE_H = 750;

function person(x, y, scale, color, { hair = color, lean = 0 } = {}) {
  // A simple silhouette: head, shoulders, body; scale 1 is about 150 px tall.
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${scale}) rotate(${lean})" fill="${color}">
    <circle cx="0" cy="-128" r="17" fill="${hair}"/>
    <path d="M-22 -104 Q0 -114 22 -104 L30 -30 Q0 -22 -30 -30 Z"/>
    <rect x="-18" y="-34" width="14" height="62" rx="6"/><rect x="4" y="-34" width="14" height="62" rx="6"/>
  </g>`;
}

/** Sentimental: a couple at sunset on the beach of their first date. */
export function sunsetBeach(t, p = 'sb') {
  const W = SCENE_W;
  const H = SCENE_H;
  const horizon = 470;
  const defs = [
    linear(`${p}sky`, [
      [0, '#3d1e4f'],
      [0.45, '#b8466a'],
      [0.8, '#f28f6b'],
      [1, '#ffd39a'],
    ]),
    linear(`${p}sea`, [
      [0, '#e98a6e'],
      [0.3, '#8d4a6e'],
      [1, '#2c1c3d'],
    ]),
    linear(`${p}sand`, [
      [0, '#e8b48a'],
      [1, '#b5755a'],
    ]),
    softGlow(`${p}sun`, '#ffe9b0'),
    softGlow(`${p}warm`, '#ffc48a'),
  ].join('');
  const sunY = 400 + 14 * wave(t, 1, 0.25);
  let waves = '';
  for (let i = 0; i < 7; i += 1) {
    const y = horizon + 18 + i * 26;
    const shift = 40 * wave(t, 1, i * 0.13);
    waves += `<path d="M${-60 + shift} ${y} q75 -9 150 0 t150 0 t150 0 t150 0 t150 0" stroke="#ffd7b0" stroke-opacity="${round(0.32 - i * 0.035)}" stroke-width="3" fill="none"/>`;
  }
  let glints = '';
  const random = seeded(7);
  for (let i = 0; i < 16; i += 1) {
    const y = horizon + 8 + random() * 150;
    const w = 20 + random() * 60 * (1 - (y - horizon) / 200);
    const x = 300 + (random() - 0.5) * 90 + 10 * wave(t, 2, random());
    glints += `<rect x="${round(x - w / 2)}" y="${round(y)}" width="${round(w)}" height="3" rx="1.5" fill="#fff1c9" opacity="${round(0.25 + 0.5 * Math.max(0, wave(t, 2, random())))}"/>`;
  }
  let birds = '';
  for (let i = 0; i < 3; i += 1) {
    const x = ((t + i * 0.31) % 1) * (W + 120) - 60;
    const y = 170 + i * 38 + 10 * wave(t, 2, i * 0.2);
    const flap = 6 * wave(t, 6, i * 0.3);
    birds += `<path d="M${round(x - 12)} ${round(y - flap)} Q${round(x - 5)} ${round(y - 3)} ${round(x)} ${round(y)} Q${round(x + 5)} ${round(y - 3)} ${round(x + 12)} ${round(y - flap)}" stroke="#3d1e4f" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
  }
  const body = `
    <rect width="${W}" height="${horizon}" fill="url(#${p}sky)"/>
    <circle cx="300" cy="${round(sunY)}" r="190" fill="url(#${p}sun)" opacity="0.65"/>
    <circle cx="300" cy="${round(sunY)}" r="62" fill="#ffeec4"/>
    ${bokeh(t, { seed: 3, count: 6, width: W, height: 300, palette: [`${p}warm`], minR: 30, maxR: 60, maxOpacity: 0.25 })}
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#${p}sea)"/>
    ${glints}${waves}${birds}
    <path d="M0 640 Q150 600 320 618 T${W} 600 L${W} ${H} L0 ${H}Z" fill="url(#${p}sand)"/>
    <path d="M0 655 Q160 622 320 640 T${W} 622" stroke="#fbe3c6" stroke-opacity="0.5" stroke-width="3" fill="none"/>
    ${person(272, 668, 1, '#2a1630', { lean: 4 })}
    ${person(330, 668, 0.93, '#2a1630', { lean: -4 })}
    <path d="M286 598 Q300 612 314 600" stroke="#2a1630" stroke-width="9" fill="none" stroke-linecap="round"/>
    ${heart(300, 470 - 12 * ((t * 2) % 1), 20, '#ffd2dc', 1 - ((t * 2) % 1))}`;
  return { defs, body };
}

/** Sentimental: the lake where a father kept the campfire going every summer. */
export function lakeCampfire(t, p = 'lc') {
  const W = SCENE_W;
  const H = SCENE_H;
  const defs = [
    linear(`${p}sky`, [
      [0, '#0d1633'],
      [0.6, '#2d3d72'],
      [1, '#6b5a8f'],
    ]),
    linear(`${p}lake`, [
      [0, '#3b4a7e'],
      [1, '#0f1730'],
    ]),
    softGlow(`${p}fire`, '#ffb457'),
    softGlow(`${p}moon`, '#fff6d8'),
    softGlow(`${p}fly`, '#f7ffa6'),
  ].join('');
  const random = seeded(11);
  let stars = '';
  for (let i = 0; i < 70; i += 1) {
    const x = random() * W;
    const y = random() * 330;
    const twinkle = 0.35 + 0.65 * Math.max(0, wave(t, 2, random()));
    stars += `<circle cx="${round(x)}" cy="${round(y)}" r="${round(0.8 + random() * 1.6)}" fill="#fff" opacity="${round(twinkle)}"/>`;
  }
  const flicker = 1 + 0.08 * wave(t, 5) + 0.05 * wave(t, 11, 0.3);
  let flames = '';
  for (const [dx, h, color] of [
    [-14, 70, '#ff7a2f'],
    [12, 62, '#ff9a3c'],
    [0, 88, '#ffb347'],
    [0, 52, '#ffe08a'],
  ]) {
    const hh = h * flicker * (1 + 0.06 * wave(t, 7, dx / 40));
    flames += `<path d="M${360 + dx - 20} 640 Q${360 + dx - 24} ${round(640 - hh * 0.5)} ${round(360 + dx + 3 * wave(t, 6, dx))} ${round(640 - hh)} Q${360 + dx + 24} ${round(640 - hh * 0.5)} ${360 + dx + 20} 640Z" fill="${color}"/>`;
  }
  let flies = '';
  for (let i = 0; i < 9; i += 1) {
    const x = 40 + random() * 520 + 22 * wave(t, 1, random());
    const y = 420 + random() * 230 + 16 * wave(t, 1, random() + 0.25);
    flies += `<circle cx="${round(x)}" cy="${round(y)}" r="10" fill="url(#${p}fly)" opacity="${round(0.3 + 0.6 * Math.max(0, wave(t, 3, random())))}"/>`;
  }
  const body = `
    <rect width="${W}" height="${H}" fill="url(#${p}sky)"/>
    ${stars}
    <circle cx="470" cy="120" r="110" fill="url(#${p}moon)" opacity="0.5"/>
    <circle cx="470" cy="120" r="34" fill="#fff4d6"/>
    <path d="M0 380 L90 270 L160 330 L260 220 L360 320 L440 250 L${W} 350 L${W} 420 L0 420Z" fill="#1c2550"/>
    <path d="M0 410 L120 330 L200 380 L300 300 L420 390 L520 330 L${W} 400 L${W} 440 L0 440Z" fill="#141b3d"/>
    <rect y="430" width="${W}" height="120" fill="url(#${p}lake)"/>
    <rect x="440" y="${round(446 + 2 * wave(t, 2))}" width="60" height="4" rx="2" fill="#fff4d6" opacity="0.6"/>
    <rect x="452" y="${round(462 + 2 * wave(t, 2, 0.5))}" width="36" height="3" rx="1.5" fill="#fff4d6" opacity="0.4"/>
    <path d="M0 540 Q300 520 ${W} 545 L${W} ${H} L0 ${H}Z" fill="#0e1226"/>
    <path d="M70 620 L170 480 L270 620Z" fill="#e07b39"/>
    <path d="M170 480 L150 620 L190 620Z" fill="#ffd08a" opacity="${round(0.75 + 0.15 * wave(t, 5))}"/>
    <circle cx="360" cy="610" r="${round(150 * flicker)}" fill="url(#${p}fire)" opacity="0.55"/>
    <rect x="318" y="636" width="86" height="14" rx="7" fill="#4a2a1a" transform="rotate(-12 360 643)"/>
    <rect x="318" y="636" width="86" height="14" rx="7" fill="#5c3320" transform="rotate(12 360 643)"/>
    ${flames}
    ${person(470, 700, 0.82, '#0a0d1c', { lean: -6 })}
    ${person(520, 708, 0.6, '#0a0d1c', { lean: -3 })}
    ${flies}`;
  return { defs, body };
}

/** Playful roast: the self-declared grill master and his hockey-puck burgers. */
export function backyardGrill(t, p = 'bg') {
  const W = SCENE_W;
  const H = SCENE_H;
  const defs = [
    linear(`${p}sky`, [
      [0, '#8fd0f0'],
      [1, '#e6f6fb'],
    ]),
    linear(`${p}grass`, [
      [0, '#8ccf6a'],
      [1, '#4f9a3f'],
    ]),
    linear(`${p}kettle`, [
      [0, '#3a3a40'],
      [1, '#111114'],
    ]),
    softGlow(`${p}smoke`, '#6b6b72'),
    softGlow(`${p}heat`, '#ff8a3d'),
  ].join('');
  let fence = '';
  for (let x = -10; x < W; x += 46) {
    fence += `<path d="M${x} 430 L${x} 320 L${x + 19} 300 L${x + 38} 320 L${x + 38} 430Z" fill="#fff8ee" stroke="#e6d6c2" stroke-width="2"/>`;
  }
  let smoke = '';
  const random = seeded(23);
  for (let i = 0; i < 14; i += 1) {
    const phase = (t + i / 14) % 1;
    const x = 300 + (random() - 0.5) * 120 + 60 * phase * wave(t, 1, random());
    const y = 470 - phase * 430;
    const r = 30 + phase * 90;
    smoke += `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="url(#${p}smoke)" opacity="${round(0.75 * (1 - phase))}"/>`;
  }
  let flames = '';
  for (let i = 0; i < 7; i += 1) {
    const x = 215 + i * 28;
    const h = 26 + 16 * Math.max(0, wave(t, 6, i * 0.21));
    flames += `<path d="M${x - 10} 492 Q${x} ${round(492 - h * 1.6)} ${x + 10} 492Z" fill="${i % 2 ? '#ff9b3d' : '#ff5e2b'}"/>`;
  }
  const sizzle = 2 * wave(t, 8);
  const body = `
    <rect width="${W}" height="${H}" fill="url(#${p}sky)"/>
    <circle cx="90" cy="90" r="44" fill="#fff3b0"/>
    <path d="M360 120 q30 -30 60 0 q30 -20 50 8 q26 4 14 26 l-136 0 q-16 -22 12 -34z" fill="#fff" opacity="0.9"/>
    ${fence}
    <rect y="420" width="${W}" height="${H - 420}" fill="url(#${p}grass)"/>
    <circle cx="300" cy="500" r="170" fill="url(#${p}heat)" opacity="0.45"/>
    ${smoke}
    <path d="M190 500 L150 690 M410 500 L450 690 M300 560 L300 690" stroke="#222" stroke-width="10" stroke-linecap="round"/>
    <path d="M170 492 L430 492 Q430 600 300 600 Q170 600 170 492Z" fill="url(#${p}kettle)"/>
    ${flames}
    <rect x="160" y="484" width="280" height="12" rx="6" fill="#55555c"/>
    <ellipse cx="245" cy="${round(478 + sizzle)}" rx="34" ry="11" fill="#1b1210"/>
    <ellipse cx="320" cy="${round(476 - sizzle)}" rx="34" ry="11" fill="#150e0c"/>
    <ellipse cx="388" cy="${round(478 + sizzle)}" rx="30" ry="10" fill="#1b1210"/>
    <rect x="470" y="540" width="44" height="120" rx="14" fill="#e0322f"/>
    <rect x="480" y="520" width="24" height="26" rx="6" fill="#2b2b2b"/>
    <path d="M504 530 q34 -6 40 26" stroke="#2b2b2b" stroke-width="7" fill="none" stroke-linecap="round"/>
    <rect x="478" y="580" width="28" height="34" rx="4" fill="#fff" opacity="0.9"/>
    <path d="M60 700 L120 560" stroke="#8a8a92" stroke-width="8" stroke-linecap="round" transform="rotate(${round(6 * wave(t, 2))} 60 700)"/>
    <rect x="104" y="520" width="40" height="46" rx="6" fill="#a9a9b2" transform="rotate(${round(22 + 6 * wave(t, 2))} 60 700)"/>`;
  return { defs, body };
}

/** Playful roast: the best friend who sang the same power ballad three times. */
export function karaokeNight(t, p = 'kn') {
  const W = SCENE_W;
  const H = SCENE_H;
  const defs = [
    linear(`${p}bg`, [
      [0, '#1a0b2e'],
      [1, '#3a1250'],
    ]),
    linear(`${p}beam`, [
      [0, '#fff4c2', 0.55],
      [1, '#fff4c2', 0],
    ]),
    linear(`${p}floor`, [
      [0, '#5a1d6e'],
      [1, '#1a0b2e'],
    ]),
    softGlow(`${p}pink`, '#ff5fa2'),
    softGlow(`${p}cyan`, '#4fe3ff'),
    softGlow(`${p}gold`, '#ffd166'),
  ].join('');
  let beams = '';
  for (const [x, phase, color] of [
    [120, 0, '#ff5fa2'],
    [480, 0.5, '#4fe3ff'],
  ]) {
    const angle = 18 * wave(t, 1, phase);
    beams += `<path transform="rotate(${round(angle)} ${x} 0)" d="M${x - 14} 0 L${x + 14} 0 L${x + 130} 640 L${x - 130} 640Z" fill="${color}" opacity="0.22"/>`;
  }
  let ball = '';
  const spin = (t * 4) % 1;
  for (let i = 0; i < 8; i += 1) {
    const x = 300 + 46 * Math.sin(TAU * (i / 8 + spin));
    const visible = Math.cos(TAU * (i / 8 + spin)) > 0;
    if (visible) ball += `<path d="M${round(x)} 76 L${round(x)} 164" stroke="#d9d2f0" stroke-width="2" opacity="0.7"/>`;
  }
  const random = seeded(31);
  let notes = '';
  for (let i = 0; i < 8; i += 1) {
    const phase = (t * 2 + i / 8) % 1;
    const x = 200 + random() * 220 + 30 * wave(phase, 1);
    const y = 330 - phase * 300;
    const color = ['#ffd166', '#ff5fa2', '#4fe3ff'][i % 3];
    notes += `<g transform="translate(${round(x)} ${round(y)})" fill="${color}" opacity="${round(1 - phase)}"><ellipse cx="0" cy="18" rx="9" ry="7"/><rect x="7" y="-14" width="3" height="32"/><path d="M10 -14 q12 4 12 16 q-4 -8 -12 -8z"/></g>`;
  }
  const sway = 5 * wave(t, 2);
  const body = `
    <rect width="${W}" height="${H}" fill="url(#${p}bg)"/>
    ${bokeh(t, { seed: 5, count: 12, width: W, height: 420, palette: [`${p}pink`, `${p}cyan`, `${p}gold`], minR: 18, maxR: 50, maxOpacity: 0.45 })}
    ${beams}
    <path d="M300 0 L300 76" stroke="#aaa" stroke-width="2"/>
    <circle cx="300" cy="120" r="46" fill="#b9b3d6"/>
    ${ball}
    <path d="M254 120 L346 120 M260 96 L340 96 M260 144 L340 144" stroke="#d9d2f0" stroke-width="2" opacity="0.7"/>
    ${sparkles(t, { seed: 9, count: 10, width: W, height: 400, color: '#fff7e0', maxSize: 8 })}
    <path d="M0 560 Q300 520 ${W} 560 L${W} ${H} L0 ${H}Z" fill="url(#${p}floor)"/>
    <ellipse cx="300" cy="640" rx="170" ry="26" fill="#fff4c2" opacity="0.25"/>
    ${notes}
    <g transform="rotate(${round(sway)} 300 650)">
      <path d="M262 446 Q300 434 338 446 L352 560 Q300 572 248 560Z" fill="#ff5fa2"/>
      <path d="M250 560 L262 650 L284 650 L292 566 M308 566 L316 650 L338 650 L350 560" fill="#2a0f3a"/>
      <path d="M262 452 Q214 400 232 340" stroke="#e8b08a" stroke-width="15" fill="none" stroke-linecap="round"/>
      <path d="M338 452 Q356 446 340 428" stroke="#e8b08a" stroke-width="15" fill="none" stroke-linecap="round"/>
      <path d="M266 392 Q262 350 300 348 Q338 350 334 392 L336 430 Q300 420 264 430Z" fill="#3b1a12"/>
      <circle cx="300" cy="402" r="27" fill="#e8b08a"/>
      <path d="M274 396 Q278 366 300 366 Q324 366 328 392 Q312 378 290 380 Q280 384 274 396Z" fill="#3b1a12"/>
      <ellipse cx="300" cy="418" rx="8" ry="6" fill="#7a2032"/>
      <rect x="318" y="420" width="10" height="34" rx="5" fill="#333" transform="rotate(28 323 437)"/>
      <circle cx="316" cy="418" r="9" fill="#c9c9d6"/>
    </g>
    <path d="M300 650 L300 700 M270 700 L330 700" stroke="#777" stroke-width="5" stroke-linecap="round"/>`;
  return { defs, body };
}

export const memoryScenes = {
  'sunset-beach': sunsetBeach,
  'lake-campfire': lakeCampfire,
  'backyard-grill': backyardGrill,
  'karaoke-night': karaokeNight,
};
