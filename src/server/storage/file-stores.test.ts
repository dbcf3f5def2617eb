import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../tests/support/s3-server.js';
import { cardFileKey } from '../card-review/card-file-store.js';
import { loadConfig } from '../config.js';
import { createFileStores, type FileStores } from '../services.js';
import { createS3CardFileStore } from './s3-card-file-store.js';
import { createS3Client } from './s3-client.js';
import { createS3MediaStore } from './s3-media-store.js';
import { createS3PartialUploads } from './s3-partial-uploads.js';

/**
 * One contract, two implementations: files under DATA_DIR (the default, as createFileStores
 * builds them) and objects in an S3-compatible bucket (s3rver, over real HTTP).
 */
interface Harness extends FileStores {
  close(): void;
  /** Every file or object the stores hold now. */
  stored(): Promise<string[]>;
  /** The S3 commands sent so far; empty for the local stores. */
  commands: string[];
}

let s3: TestS3Server;
let dataDir: string;
let outside: string;
beforeAll(async () => {
  s3 = await startS3Server();
  // The SDK reads credentials from the process's environment only, as in production.
  for (const [name, value] of Object.entries(s3.env)) if (name.startsWith('AWS_')) vi.stubEnv(name, value);
});
afterAll(async () => {
  await s3.close();
});
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-stores-'));
  outside = await mkdtemp(path.join(os.tmpdir(), 'keepsake-stores-src-'));
  return async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  };
});

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Records the name of every command the client sends (a multipart upload shows as its steps). */
function recordCommands(client: S3Client, commands: string[]): void {
  client.middlewareStack.add(
    (next, context) => (args) => {
      commands.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
}

const harnesses: Record<'local' | 's3', () => Harness> = {
  local() {
    const stores = createFileStores(loadConfig({ DATA_DIR: dataDir }));
    return { ...stores, stored: () => filesUnder(dataDir), commands: [] };
  },
  s3() {
    const commands: string[] = [];
    const config = loadConfig({ DATA_DIR: dataDir, ...s3.env });
    const client = createS3Client(config.objectStorage!);
    recordCommands(client, commands);
    const bucket = { client, name: s3.bucket };
    return {
      mediaStore: createS3MediaStore(bucket),
      cardFiles: createS3CardFileStore(bucket),
      partialUploads: createS3PartialUploads(bucket),
      close: () => client.destroy(),
      stored: async () => [...(await filesUnder(dataDir)), ...(await s3.keys())],
      commands,
    };
  },
};

const oddMediaKeys = ['../etc/passwd', '/etc/passwd', 'ab/../../x.jpg', 'ab/abcdef.exe', 'media/ab/x.jpg'];
const oddCardKeys = ['../x/r1/front.webp', `${randomUUID()}/r1/../../front.webp`, `${randomUUID()}/r1/front.exe`];

describe.each(['local', 's3'] as const)('%s file stores', (kind) => {
  let stores: Harness;
  beforeEach(() => {
    stores = harnesses[kind]();
    return () => stores.close();
  });

  it('keeps a temp file under a new key, opens it with its type and size, and removes it twice', async () => {
    const temp = path.join(outside, 'upload');
    await writeFile(temp, 'jpeg bytes');
    const key = await stores.mediaStore.put({ path: temp }, 'image/jpeg');
    expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(existsSync(temp)).toBe(false);
    const opened = await stores.mediaStore.open(key);
    expect(opened).toMatchObject({ mime: 'image/jpeg', size: 10 });
    expect(await text(opened.stream)).toBe('jpeg bytes');
    await stores.mediaStore.remove(key);
    await stores.mediaStore.remove(key);
    await expect(stores.mediaStore.open(key)).rejects.toMatchObject({
      statusCode: 404,
      message: 'That file could not be found.',
    });
    expect((await stores.stored()).filter((name) => name.endsWith(key))).toEqual([]);
  });

  it('answers a key it never held with NOT_FOUND', async () => {
    const key = `${randomUUID().slice(0, 2)}/x.jpg`;
    await expect(stores.mediaStore.open(key)).rejects.toMatchObject({ statusCode: 404 });
    const unknown = randomUUID();
    await expect(stores.mediaStore.open(`${unknown.slice(0, 2)}/${unknown}.png`)).rejects.toMatchObject({
      statusCode: 404,
      message: 'That file could not be found.',
    });
  });

  it('streams a 12 MB video in and out whole', async () => {
    const video = randomBytes(12 * 1024 * 1024);
    const chunks = Array.from({ length: 12 }, (_, index) =>
      video.subarray(index * 1024 * 1024, (index + 1) * 1024 * 1024),
    );
    const key = await stores.mediaStore.put(Readable.from(chunks), 'video/mp4');
    const opened = await stores.mediaStore.open(key);
    expect(opened.size).toBe(video.length);
    expect((await buffer(opened.stream)).equals(video)).toBe(true);
    if (kind === 's3') expect(stores.commands).toContain('CompleteMultipartUploadCommand');
    await stores.mediaStore.remove(key);
  });

  it('copies a file read stream and never deletes its file', async () => {
    const original = path.join(outside, 'keep-me.png');
    await writeFile(original, 'png bytes');
    const { createReadStream } = await import('node:fs');
    const key = await stores.mediaStore.put(createReadStream(original), 'image/png');
    expect(existsSync(original)).toBe(true);
    expect(await text((await stores.mediaStore.open(key)).stream)).toBe('png bytes');
    await stores.mediaStore.remove(key);
  });

  it('leaves nothing behind when the source stream fails, small or past a multipart part', async () => {
    const before = await stores.stored();
    for (const failAfter of [4, 7 * 1024 * 1024]) {
      let sent = 0;
      const failing = new Readable({
        read() {
          if (sent >= failAfter) return this.destroy(new Error('connection lost'));
          const chunk = randomBytes(Math.min(1024 * 1024, failAfter - sent));
          sent += chunk.length;
          this.push(chunk);
        },
      });
      await expect(stores.mediaStore.put(failing, 'video/mp4')).rejects.toThrow('connection lost');
    }
    expect(await stores.stored()).toEqual(before);
    if (kind === 's3') {
      expect(stores.commands).toContain('CreateMultipartUploadCommand');
      expect(stores.commands).not.toContain('CompleteMultipartUploadCommand');
    }
  });

  it('refuses media keys that could reach outside its own files', async () => {
    for (const key of oddMediaKeys) {
      await expect(stores.mediaStore.open(key)).rejects.toMatchObject({ statusCode: 404 });
      await expect(stores.mediaStore.remove(key)).rejects.toMatchObject({ statusCode: 404 });
    }
  });

  it('writes card files whole, replaces them, reads them back, and knows a missing one', async () => {
    const key = cardFileKey(randomUUID(), 2, 'front.webp');
    await expect(stores.cardFiles.read(key)).rejects.toMatchObject({ statusCode: 404 });
    await stores.cardFiles.put(key, Buffer.from('first'));
    await stores.cardFiles.put(key, Buffer.from('second render'));
    expect((await stores.cardFiles.read(key)).toString()).toBe('second render');
    const pdf = cardFileKey(randomUUID(), 1, 'print.pdf');
    const bytes = randomBytes(300_000);
    await stores.cardFiles.put(pdf, bytes);
    expect((await stores.cardFiles.read(pdf)).equals(bytes)).toBe(true);
  });

  it('refuses card keys that are not a card file', async () => {
    for (const key of oddCardKeys) {
      await expect(stores.cardFiles.put(key, Buffer.from('x'))).rejects.toMatchObject({ statusCode: 404 });
      await expect(stores.cardFiles.read(key)).rejects.toMatchObject({ statusCode: 404 });
    }
  });

  it('grows an unfinished upload chunk by chunk and hands it over as one private file', async () => {
    const id = randomUUID();
    const bytes = randomBytes(20_000);
    await stores.partialUploads.create(id);
    await stores.partialUploads.write(id, 0, Readable.from([bytes.subarray(0, 5_000)]));
    await stores.partialUploads.write(id, 5_000, Readable.from([bytes.subarray(5_000, 19_999)]));
    // The last byte sent again, as a client does when completing was retried.
    await stores.partialUploads.write(id, 19_999, Readable.from([bytes.subarray(19_999)]));
    await stores.partialUploads.write(id, 19_999, Readable.from([bytes.subarray(19_999)]));
    expect((await stores.partialUploads.readHead(id, 4_100)).equals(bytes.subarray(0, 4_100))).toBe(true);
    expect((await stores.partialUploads.readHead(id, 6_000)).equals(bytes.subarray(0, 6_000))).toBe(true);
    const file = await stores.partialUploads.toFile(id);
    expect((await readFile(file.path)).equals(bytes)).toBe(true);
    await file.release();
    await stores.partialUploads.remove(id);
    await stores.partialUploads.remove(id);
    expect((await stores.stored()).filter((name) => name.includes(id))).toEqual([]);
  });

  it('keeps what a dropped chunk delivered only where the store says it does', async () => {
    const id = randomUUID();
    await stores.partialUploads.create(id);
    let pushed = false;
    const dropped = new Readable({
      read() {
        if (pushed) return void setTimeout(() => this.destroy(new Error('connection lost')), 100);
        pushed = true;
        this.push(Buffer.alloc(1_000, 1));
      },
    });
    await expect(stores.partialUploads.write(id, 0, dropped)).rejects.toThrow();
    const file = await stores.partialUploads.toFile(id);
    const kept = await readFile(file.path);
    await file.release();
    expect(kept.length).toBe(stores.partialUploads.keepsFailedWrites ? 1_000 : 0);
    await stores.partialUploads.remove(id);
  });
});
