#!/usr/bin/env node
/**
 * Draws the landing page's media in code and writes them to src/web/assets/landing/, where
 * Vite gives them content-hashed names (served with a one-year immutable cache). The outputs
 * are committed, so neither the build nor the server needs this script, ffmpeg or a network.
 *
 *   node scripts/assets/make-landing-media.mjs
 *
 * - hero.mp4: the wide-screen hero, 720 x 900, 6 s loop (H.264, yuv420p, +faststart, no audio)
 * - hero-480/640/960.webp: the phone hero photo; the 960 one is also the video's poster
 * - <example>.mp4 (480 x 600, 4 s) and <example>.webp (600 x 750): each example's preview
 *   video and the photo printed on its card
 * Everything together must stay under 3 MB (checked at the end).
 */
import { spawn } from 'node:child_process';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HERO_H, HERO_W, heroFrame } from './hero-scene.mjs';
import { SCENE_H, SCENE_W, memoryScenes } from './memory-scenes.mjs';
import { svg } from './svg-kit.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const outDir = path.join(root, 'src/web/assets/landing');
const ffmpegPath = path.join(root, 'node_modules/@ffmpeg-installer/linux-x64/ffmpeg');
const FPS = 24;
const BUDGET_BYTES = 3 * 1024 * 1024;

/** Renders an SVG string to raw RGBA at the given size (the SVG scales to fit). */
async function rasterize(svgText, width, height) {
  const density = 72 * (width / Number(/width="(\d+)"/.exec(svgText)[1]));
  return sharp(Buffer.from(svgText), { density }).resize(width, height).ensureAlpha().raw().toBuffer();
}

/** Streams frames into ffmpeg; x264's animation tuning suits flat, drawn pictures. */
async function encodeVideo(file, { width, height, seconds, frameSvg }) {
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    '-s',
    `${width}x${height}`,
    '-r',
    String(FPS),
    '-i',
    '-',
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-tune',
    'animation',
    '-crf',
    '30',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(FPS * 2),
    '-movflags',
    '+faststart',
    '-an',
    file,
  ];
  const ffmpeg = spawn(ffmpegPath, args, { stdio: ['pipe', 'inherit', 'inherit'] });
  const done = new Promise((resolve, reject) => {
    ffmpeg.once('error', reject);
    ffmpeg.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${file}`)),
    );
  });
  const frames = Math.round(seconds * FPS);
  for (let i = 0; i < frames; i += 1) {
    const frame = await rasterize(frameSvg(i / frames), width, height);
    if (!ffmpeg.stdin.write(frame)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await done;
}

async function writeWebp(file, svgText, width, height, quality) {
  // Drawn at twice the size and scaled down, so edges and text stay crisp.
  const big = await sharp(Buffer.from(svgText), { density: 144 }).png().toBuffer();
  await sharp(big).resize(width, height).webp({ quality, effort: 6, smartSubsample: true }).toFile(file);
}

function sceneSvg(draw, t) {
  const { defs, body } = draw(t);
  return svg(SCENE_W, SCENE_H, body, defs);
}

async function main() {
  await mkdir(outDir, { recursive: true });
  const written = [];
  const out = (name) => {
    written.push(name);
    return path.join(outDir, name);
  };

  // The still is the loop's first frame, so the poster and the video's start match.
  const heroStill = heroFrame(0);
  // Three widths for srcset. A phone at 1.75x picks the 640 one: kept under 14 kB, what a new
  // connection's first round trip carries, since it is the page's largest paint there.
  await writeWebp(out('hero-480.webp'), heroStill, 480, 600, 70);
  await writeWebp(out('hero-640.webp'), heroStill, 640, 800, 48);
  await writeWebp(out('hero-960.webp'), heroStill, 960, 1200, 55);
  console.log('hero stills written; encoding hero.mp4 ...');
  await encodeVideo(out('hero.mp4'), { width: HERO_W, height: HERO_H, seconds: 6, frameSvg: heroFrame });

  for (const [name, draw] of Object.entries(memoryScenes)) {
    await writeWebp(out(`${name}.webp`), sceneSvg(draw, 0.1), SCENE_W, SCENE_H, 72);
    console.log(`${name}: photo written; encoding video ...`);
    await encodeVideo(out(`${name}.mp4`), {
      width: 480,
      height: 600,
      seconds: 4,
      frameSvg: (t) => sceneSvg(draw, t),
    });
  }

  let total = 0;
  const rows = [];
  for (const name of written) {
    const { size } = await stat(path.join(outDir, name));
    total += size;
    rows.push(`${name.padEnd(24)} ${(size / 1024).toFixed(1).padStart(8)} KB`);
  }
  await writeFile(path.join(outDir, 'README.md'), readme(rows, total));
  console.log(rows.join('\n'));
  console.log(`total ${(total / 1024).toFixed(1)} KB of ${(BUDGET_BYTES / 1024).toFixed(0)} KB allowed`);
  if (total > BUDGET_BYTES) {
    console.error('The landing media are over their 3 MB budget.');
    process.exit(1);
  }
}

function readme(rows, total) {
  return `# Landing media

Generated by \`node scripts/assets/make-landing-media.mjs\` (drawn with SVG, rasterised by sharp,
videos encoded by the ffmpeg from @ffmpeg-installer). Do not edit by hand; change the script.

\`\`\`
${rows.join('\n')}
total ${(total / 1024).toFixed(1)} KB (budget 3 MB)
\`\`\`
`;
}

await main();
