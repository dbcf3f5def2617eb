/**
 * Issue 16: the same 200 MB video sent through the resumable upload API (tus under /api/uploads),
 * once without a break (the baseline) and once with the connection cut at 50% and resumed as
 * tus-js-client does (HEAD for the offset, then PATCH from there). Figures: bytes the client sent
 * over the file's size (target at most 1.1x), time to resume (from the cut until the server has
 * accepted the first resumed chunk) against the time to the first accepted chunk of a fresh
 * upload, and the server's memory growth during the whole upload (target under 64 MB).
 * Both runs send a 1 MB first chunk and then the rest in one PATCH, so "accepted" is a 204.
 */
import { createReadStream, statSync } from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { peakDuring, printTable, residentBytes, settle } from './support.mjs';

const MB = 1024 * 1024;
const firstChunk = MB;
const tus = { 'tus-resumable': '1.0.0' };

/** One tus request with an empty body; resolves to the status and headers. */
function tusRequest(url, method, token, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: { ...tus, authorization: `Bearer ${token}`, ...headers } });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers }));
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * PATCHes bytes [offset, end) of `file`, streamed from disk. With `cutAfter`, the socket is
 * destroyed once that many body bytes have been written: a dropped connection, not a clean end.
 * Resolves to the bytes written and the answer (null when cut).
 */
function patch(url, token, file, offset, end, { cutAfter } = {}) {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let cut = false;
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        ...tus,
        authorization: `Bearer ${token}`,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        'content-length': String(end - offset),
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ sent, status: response.statusCode, offset: response.headers['upload-offset'] }),
      );
    });
    request.on('error', (error) => {
      if (!cut) reject(error);
    });
    (async () => {
      for await (const chunk of createReadStream(file, { start: offset, end: end - 1, highWaterMark: MB })) {
        let piece = chunk;
        if (cutAfter !== undefined && sent + piece.length >= cutAfter) piece = piece.subarray(0, cutAfter - sent);
        sent += piece.length;
        const flowing = request.write(piece);
        if (cutAfter !== undefined && sent >= cutAfter) {
          cut = true;
          request.destroy();
          resolve({ sent, status: null, cutAt: performance.now() });
          return;
        }
        if (!flowing) await once(request, 'drain');
      }
      request.end();
    })().catch((error) => {
      if (!cut) request.destroy(error);
    });
  });
}

function expect204(label, answer) {
  if (answer.status !== 204) throw new Error(`${label}: answered ${answer.status}`);
}

/** A whole upload; `cutAt` is the fraction of the file after which the connection drops once. */
async function upload(base, token, file, cutAt) {
  const size = statSync(file).size;
  const started = performance.now();
  const created = await tusRequest(`${base}/api/uploads`, 'POST', token, {
    'upload-length': String(size),
    'upload-metadata': `filename ${Buffer.from(path.basename(file)).toString('base64')}`,
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}`);
  const url = `${base}/api/uploads/${String(created.headers.location).split('/').pop()}`;
  const first = await patch(url, token, file, 0, firstChunk);
  expect204('first chunk', first);
  const firstAcceptedMs = performance.now() - started;
  let sent = first.sent;
  let resumeMs = null;
  let resumedFrom = null;
  let offset = firstChunk;
  if (cutAt !== undefined) {
    const dropped = await patch(url, token, file, offset, size, { cutAfter: Math.round(size * cutAt) - offset });
    if (dropped.status !== null) throw new Error(`the cut did not happen (answered ${dropped.status})`);
    sent += dropped.sent;
    // What tus-js-client does on a dropped connection: ask where the server stopped, go on from there.
    const head = await tusRequest(url, 'HEAD', token);
    if (head.status !== 200) throw new Error(`HEAD answered ${head.status}`);
    offset = Number(head.headers['upload-offset']);
    resumedFrom = offset;
    const resumed = await patch(url, token, file, offset, Math.min(size, offset + firstChunk));
    expect204('first resumed chunk', resumed);
    resumeMs = performance.now() - dropped.cutAt;
    sent += resumed.sent;
    offset = Number(resumed.offset);
  }
  const rest = await patch(url, token, file, offset, size);
  expect204('last chunk', rest);
  sent += rest.sent;
  return { size, sent, firstAcceptedMs, resumeMs, resumedFrom, totalMs: performance.now() - started };
}

export async function benchResumableUpload({ url, pid, token, video }) {
  const rows = [];
  let baselineFirstMs = null;
  for (const [label, cutAt] of [
    ['uninterrupted (baseline)', undefined],
    ['cut at 50%, resumed', 0.5],
  ]) {
    await settle();
    const before = residentBytes(pid);
    const { result, peak } = await peakDuring(pid, () => upload(url, token, video, cutAt));
    const growth = (peak - before) / MB;
    const ratio = result.sent / result.size;
    baselineFirstMs ??= result.firstAcceptedMs;
    rows.push({
      upload: label,
      'sent MB': Number((result.sent / MB).toFixed(1)),
      'sent / file': Number(ratio.toFixed(3)),
      'target ≤ 1.1x': ratio <= 1.1 ? 'met' : 'MISSED',
      'resumed from MB': result.resumedFrom === null ? '-' : Number((result.resumedFrom / MB).toFixed(1)),
      'first chunk accepted ms': Math.round(result.firstAcceptedMs),
      'resume ms (cut → chunk accepted)': result.resumeMs === null ? '-' : Math.round(result.resumeMs),
      'resume / fresh start': result.resumeMs === null ? '-' : Number((result.resumeMs / baselineFirstMs).toFixed(2)),
      'RSS before MB': Math.round(before / MB),
      'growth MB': Number(growth.toFixed(1)),
      'target < 64 MB': growth < 64 ? 'met' : 'MISSED',
      'total s': Number((result.totalMs / 1000).toFixed(2)),
    });
  }
  printTable('Upload: 200 MB video through /api/uploads (tus), a connection cut at 50% and resumed', rows);
  return rows;
}
