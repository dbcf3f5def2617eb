import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import { mediaFixture } from '../../../tests/support/generate-request.js';
import { receiveUpload } from './receive-upload.js';
import { defaultMediaLimits } from './media-limits.js';

let tmpDir: string;
beforeEach(async () => {
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-receive-test-'));
});
afterEach(() => rm(tmpDir, { recursive: true, force: true }));

/** The bytes in small chunks, as a network upload arrives. */
function chunked(bytes: Buffer, size = 1000): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return Readable.from(chunks);
}

const limits = { ...defaultMediaLimits, imageMaxBytes: 5000, videoMaxBytes: 3000, imageMaxPixels: 1_000_000 };

describe('receiveUpload', () => {
  it.each([
    ['sunset.jpg', 'image/jpeg', 'photo'],
    ['sunset.png', 'image/png', 'photo'],
    ['sunset.webp', 'image/webp', 'photo'],
    ['sunset.heic', 'image/heic', 'photo'],
    ['sunset.mp4', 'video/mp4', 'video'],
    ['sunset.mov', 'video/quicktime', 'video'],
  ])('names %s by its bytes and spools it to a temp file', async (name, mime, kind) => {
    const bytes = mediaFixture(name);
    const upload = await receiveUpload(chunked(bytes, 100), { tmpDir, limits });
    expect(upload).toMatchObject({ mime, kind, size: bytes.length });
    expect((await readFile(upload.path)).equals(bytes)).toBe(true);
    await upload.dispose();
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it.each([
    ['a renamed executable', mediaFixture('renamed-executable.jpg'), 415, uploadServerMessages.notMedia],
    ['plain text', Buffer.from('hello, this is not a photo'), 415, uploadServerMessages.notMedia],
    ['an empty file', Buffer.alloc(0), 400, uploadServerMessages.emptyFile],
    [
      'a photo over its limit',
      Buffer.concat([mediaFixture('sunset.jpg'), Buffer.alloc(5000)]),
      413,
      uploadServerMessages.imageTooLarge,
    ],
    [
      'a video over its limit',
      Buffer.concat([mediaFixture('sunset.mp4'), Buffer.alloc(1000)]),
      413,
      uploadServerMessages.videoTooLarge,
    ],
  ])('refuses %s and leaves nothing behind', async (_label, bytes, status, message) => {
    const error = await receiveUpload(chunked(bytes), { tmpDir, limits }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: status, message });
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it('stops reading a refused file at once instead of draining it', async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled += 1;
        this.push(Buffer.alloc(64 * 1024, 0x90));
      },
    });
    const error = await receiveUpload(endless, { tmpDir, limits }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 415 });
    expect(pulled).toBeLessThan(10);
  });
});
