import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from './open-pglite';

describe('opening PGlite on a folder', () => {
  it('refuses a folder another live process holds', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'keepsake-lock-'));
    const dataDir = path.join(folder, 'pglite');
    try {
      // The test runner's parent process is alive, so it stands in for "another Keepsake".
      await writeFile(`${dataDir}.pid`, String(process.ppid));
      await expect(openPglite({ dataDir })).rejects.toThrow(
        `Another Keepsake process (pid ${process.ppid}) is using ${dataDir}`,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
