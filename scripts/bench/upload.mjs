/**
 * Issue 4: how much the server's memory grows while a 200 MB video is posted to
 * /api/generate-messages (target: under 64 MB), against posting a 2 kB video in the same run.
 * The video is a real MP4 made by ffmpeg with a 200 MB `free` box after it: every byte crosses
 * the network and the upload checks, and ffmpeg still reads it as a video.
 * Then issue 16's resumable upload of the same video (upload-resumable.mjs).
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { signUpForBench } from './sign-in.mjs';
import { benchResumableUpload } from './upload-resumable.mjs';
import { peakDuring, printTable, residentBytes, settle, startKeepsake } from './support.mjs';

const MB = 1024 * 1024;
const fixtures = path.resolve(import.meta.dirname, '../../tests/fixtures/media');

async function makeBigVideo(folder, bytes) {
  const ffmpeg = process.env.FFMPEG_PATH || createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg').path;
  const small = path.join(folder, 'clip.mp4');
  execFileSync(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=640x360:rate=25'],
    ...['-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-movflags', '+faststart', small],
  ]);
  const big = path.join(folder, 'big.mp4');
  const out = createWriteStream(big);
  out.write(readFileSync(small));
  const padding = bytes - statSync(small).size;
  const header = Buffer.alloc(8);
  header.writeUInt32BE(padding);
  header.write('free', 4, 'ascii');
  out.write(header);
  const zeros = Buffer.alloc(MB);
  for (let left = padding - 8; left > 0; left -= zeros.length) {
    if (!out.write(left >= zeros.length ? zeros : zeros.subarray(0, left))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return big;
}

/** Streams a multipart request from a file, as a browser does, so the client holds no copy. */
function postFile(url, token, file, contentType) {
  const boundary = `----keepsakebench${Date.now()}`;
  const field = (name, value) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('memoryDescription', 'Our road trip to the Grand Canyon, singing all the way') +
      field('tone', 'playful') +
      `--${boundary}\r\nContent-Disposition: form-data; name="memory"; filename="${path.basename(file)}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(file).size + tail.length;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}/api/generate-messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': length,
      },
    });
    request.on('response', async (response) => {
      const chunks = [];
      for await (const chunk of response) chunks.push(chunk);
      resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString(), ms: performance.now() - started });
    });
    request.on('error', reject);
    request.write(head);
    const body = createReadStream(file);
    body.pipe(request, { end: false });
    body.on('end', () => request.end(tail));
  });
}

export async function benchUpload() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'keepsake-bench-upload-'));
  const keepsake = await startKeepsake();
  const rows = [];
  try {
    const bigVideo = await makeBigVideo(folder, 200 * MB);
    const token = await signUpForBench(keepsake.url);
    const smallVideo = path.join(fixtures, 'sunset.mp4');
    // Warm every path (multipart, sharp, ffmpeg, the writer) so start-up costs are not counted.
    for (const [file, type] of [
      [path.join(fixtures, 'sunset.jpg'), 'image/jpeg'],
      [smallVideo, 'video/mp4'],
      [smallVideo, 'video/mp4'],
    ]) {
      const warm = await postFile(keepsake.url, token, file, type);
      if (warm.status !== 200) throw new Error(`warm-up answered ${warm.status}: ${warm.body}`);
    }
    for (const [label, file] of [
      ['2 kB video (baseline)', smallVideo],
      ['200 MB video', bigVideo],
    ]) {
      await settle();
      const before = residentBytes(keepsake.pid);
      const { result, peak } = await peakDuring(keepsake.pid, () => postFile(keepsake.url, token, file, 'video/mp4'));
      if (result.status !== 200) throw new Error(`${label}: answered ${result.status}: ${result.body}`);
      const size = statSync(file).size;
      const growth = (peak - before) / MB;
      rows.push({
        upload: label,
        status: result.status,
        'RSS before MB': Math.round(before / MB),
        'peak RSS MB': Math.round(peak / MB),
        'growth MB': Number(growth.toFixed(1)),
        'time s': Number((result.ms / 1000).toFixed(2)),
        'MB/s': Number((size / MB / (result.ms / 1000)).toFixed(0)),
        'target < 64 MB': growth < 64 ? 'met' : 'MISSED',
      });
    }
    printTable('Upload: server memory while a video is posted to /api/generate-messages (production build)', rows);
    rows.push(...(await benchResumableUpload({ url: keepsake.url, pid: keepsake.pid, token, video: bigVideo })));
  } finally {
    await keepsake.stop();
    await rm(folder, { recursive: true, force: true });
  }
  return rows;
}
