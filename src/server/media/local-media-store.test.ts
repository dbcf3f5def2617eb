import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from './local-media-store.js';

let root: string;
let outside: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'keepsake-store-test-'));
  outside = await mkdtemp(path.join(os.tmpdir(), 'keepsake-store-src-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

describe('local media store', () => {
  it('moves a temp file in, opens it by key with its type, and removes it', async () => {
    const store = createLocalMediaStore(root);
    const temp = path.join(outside, 'upload');
    await writeFile(temp, 'jpeg bytes');
    const key = await store.put({ path: temp }, 'image/jpeg');
    expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(existsSync(temp)).toBe(false);
    const stored = await store.open(key);
    expect(stored).toMatchObject({ mime: 'image/jpeg', size: 10 });
    expect(await text(stored.stream)).toBe('jpeg bytes');
    await store.remove(key);
    await store.remove(key);
    await expect(store.open(key)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('stores a stream, and copies (never moves) a file read stream', async () => {
    const store = createLocalMediaStore(root);
    const key = await store.put(Readable.from([Buffer.from('mov '), Buffer.from('bytes')]), 'video/quicktime');
    expect(key.endsWith('.mov')).toBe(true);
    expect(await text((await store.open(key)).stream)).toBe('mov bytes');
    const original = path.join(outside, 'keep-me.png');
    await writeFile(original, 'png bytes');
    const copied = await store.put(createReadStream(original), 'image/png');
    expect(existsSync(original)).toBe(true);
    expect(await text((await store.open(copied)).stream)).toBe('png bytes');
  });

  it('leaves no partial file when a stream fails half way', async () => {
    const store = createLocalMediaStore(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('half'));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store.put(failing, 'image/png')).rejects.toThrow('connection lost');
    const shards = await readdir(root);
    for (const shard of shards) expect(await readdir(path.join(root, shard))).toEqual([]);
  });

  it('refuses keys that could reach outside its folder', async () => {
    const store = createLocalMediaStore(root);
    for (const key of ['../etc/passwd', '/etc/passwd', 'ab/../../x.jpg', 'ab/abcdef.exe']) {
      await expect(store.open(key)).rejects.toMatchObject({ statusCode: 404 });
      await expect(store.remove(key)).rejects.toMatchObject({ statusCode: 404 });
    }
  });
});
