#!/usr/bin/env node
/**
 * Writes the small media files the upload tests post (tests/fixtures/media, well under 1 MB):
 * one of every accepted type, made with sharp and the npm ffmpeg binary, plus hostile files
 * (a pixel bomb, a renamed executable, a damaged JPEG). Run it again to rebuild them:
 *   node scripts/assets/make-media-fixtures.mjs
 *
 * HEIC: no npm tool writes one (sharp's libheif has no HEVC encoder), so ffmpeg's libx265
 * encodes one frame and this script wraps it in a minimal HEIF container (ISO/IEC 23008-12:
 * ftyp, meta with hdlr/pitm/iinf/iloc/iprp, mdat), which libheif and heic-decode read.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const ffmpeg = process.env.FFMPEG_PATH || require('@ffmpeg-installer/ffmpeg').path;
const out = path.resolve(import.meta.dirname, '../../tests/fixtures/media');
mkdirSync(out, { recursive: true });
const work = mkdtempSync(path.join(os.tmpdir(), 'keepsake-fixtures-'));

/** A warm sunset scene: orange sky over a blue sea, so the colour facts have something to find. */
const sceneSvg = (width, height) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height * 0.6}" fill="#f28c28"/>
  <circle cx="${width * 0.5}" cy="${height * 0.55}" r="${height * 0.18}" fill="#ffd23f"/>
  <rect y="${height * 0.6}" width="${width}" height="${height * 0.4}" fill="#1f5fa8"/>
</svg>`);

async function writeImages() {
  const scene = sharp(sceneSvg(160, 120));
  writeFileSync(path.join(out, 'sunset.jpg'), await scene.clone().jpeg({ quality: 80 }).toBuffer());
  writeFileSync(path.join(out, 'sunset.png'), await scene.clone().png().toBuffer());
  writeFileSync(path.join(out, 'sunset.webp'), await scene.clone().webp({ quality: 80 }).toBuffer());
  // Portrait and green, so tests can tell the facts follow the picture.
  const forest = await sharp({ create: { width: 90, height: 160, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .toBuffer();
  writeFileSync(path.join(out, 'forest-portrait.jpg'), forest);
  await scene.clone().png().toFile(path.join(work, 'frame.png'));
}

function run(args) {
  execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

function writeVideos() {
  const frame = path.join(work, 'frame.png');
  const common = ['-loop', '1', '-t', '1.5', '-r', '10', '-i', frame, '-pix_fmt', 'yuv420p'];
  run([...common, '-c:v', 'libx264', '-crf', '35', '-movflags', '+faststart', path.join(out, 'sunset.mp4')]);
  run([...common, '-c:v', 'libx264', '-crf', '35', '-f', 'mov', path.join(out, 'sunset.mov')]);
}

// ---- HEIF boxes ----
const u8 = (n) => Buffer.from([n]);
const u16 = (n) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const u32 = (n) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const box = (type, ...parts) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'ascii'), body]);
};
const fullBox = (type, version, flags, ...parts) =>
  box(type, u8(version), Buffer.from([(flags >> 16) & 255, (flags >> 8) & 255, flags & 255]), ...parts);

/** The first box of `type` found inside `buffer` (a naive scan is enough for ffmpeg's small MP4). */
function findBox(buffer, type) {
  const at = buffer.indexOf(Buffer.from(type, 'ascii'));
  if (at < 4) throw new Error(`no ${type} box`);
  const size = buffer.readUInt32BE(at - 4);
  return { start: at - 4, size, body: buffer.subarray(at + 4, at - 4 + size) };
}

function writeHeic() {
  const width = 64;
  const height = 48;
  const mp4 = path.join(work, 'one-frame.mp4');
  run([
    '-i',
    path.join(work, 'frame.png'),
    '-vf',
    `scale=${width}:${height}`,
    '-frames:v',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx265',
    '-x265-params',
    'log-level=error:info=0',
    '-tag:v',
    'hvc1',
    mp4,
  ]);
  const bytes = readFileSync(mp4);
  const hvcC = findBox(bytes, 'hvcC');
  // One frame: the whole mdat payload is that frame's length-prefixed NAL units, as HEIF wants.
  const mdat = findBox(bytes, 'mdat').body;

  const ftyp = box('ftyp', Buffer.from('heic'), u32(0), Buffer.from('mif1heic'));
  const hdlr = fullBox('hdlr', 0, 0, u32(0), Buffer.from('pict'), Buffer.alloc(12), Buffer.from([0]));
  const pitm = fullBox('pitm', 0, 0, u16(1));
  const infe = fullBox('infe', 2, 0, u16(1), u16(0), Buffer.from('hvc1'), Buffer.from([0]));
  const iinf = fullBox('iinf', 0, 0, u16(1), infe);
  const ispe = fullBox('ispe', 0, 0, u32(width), u32(height));
  const ipco = box('ipco', bytes.subarray(hvcC.start, hvcC.start + hvcC.size), ispe);
  // Item 1: property 1 (hvcC, essential) and property 2 (ispe).
  const ipma = fullBox('ipma', 0, 0, u32(1), u16(1), u8(2), u8(0x81), u8(0x02));
  const iprp = box('iprp', ipco, ipma);
  const iloc = (offset) =>
    fullBox('iloc', 0, 0, u8(0x44), u8(0x00), u16(1), u16(1), u16(0), u16(1), u32(offset), u32(mdat.length));
  const meta = (offset) => fullBox('meta', 0, 0, hdlr, pitm, iinf, iloc(offset), iprp);
  const headerLength = ftyp.length + meta(0).length + 8;
  const heic = Buffer.concat([ftyp, meta(headerLength), box('mdat', mdat)]);
  writeFileSync(path.join(out, 'sunset.heic'), heic);
}

/**
 * A real, valid 1-bit PNG of 12,000 x 12,000 pixels (144 megapixels) that deflates to ~18 kB:
 * decoding it would take 576 MB as RGBA. It must be refused by its header, before decoding.
 */
function writePixelBomb() {
  const side = 12_000;
  const row = Buffer.alloc(1 + side / 8); // filter byte 0, then 1,500 bytes of black pixels
  const raw = Buffer.alloc(row.length * side);
  const ihdr = Buffer.concat([u32(side), u32(side), Buffer.from([1, 0, 0, 0, 0])]);
  const chunk = (type, data) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    return Buffer.concat([u32(data.length), typed, u32(zlib.crc32(typed))]);
  };
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  writeFileSync(path.join(out, 'pixel-bomb.png'), png);
}

function writeHostileFiles() {
  // The first bytes of a Linux executable (ELF) under a photo's name.
  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4088, 0x90)]);
  writeFileSync(path.join(out, 'renamed-executable.jpg'), elf);
  // A JPEG's signature and header, then garbage: it sniffs as a JPEG but cannot be decoded.
  const jpeg = readFileSync(path.join(out, 'sunset.jpg'));
  writeFileSync(path.join(out, 'damaged.jpg'), Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(2000, 0x41)]));
}

try {
  await writeImages();
  writeVideos();
  writeHeic();
  writePixelBomb();
  writeHostileFiles();
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`media fixtures written to ${path.relative(process.cwd(), out)}`);
