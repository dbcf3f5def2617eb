import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { samplePhoto } from '../../tests/support/order-request';
import { receiveUpload } from './media/receive-upload';
import { makeTempFolder, sweepTempFolders } from './temp-folders';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function tempRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'keepsake-sweep-test-'));
  folders.push(root);
  return root;
}

async function folder(root: string, name: string, ageHours = 0): Promise<string> {
  const full = path.join(root, name);
  await mkdir(full);
  await writeFile(path.join(full, 'upload'), 'partial');
  const at = new Date(Date.now() - ageHours * 3600_000);
  await utimes(full, at, at);
  return name;
}

/** A pid that belonged to a process which has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('temp folders left by a crash', () => {
  it('are named after the process that made them', async () => {
    const root = await tempRoot();
    const upload = await receiveUpload(Readable.from([samplePhoto]), { tmpDir: root });
    try {
      expect(await readdir(root)).toEqual([expect.stringMatching(new RegExp(`^keepsake-upload-${process.pid}-`))]);
    } finally {
      await upload.dispose();
    }
    const copy = await makeTempFolder('card', root);
    expect(path.basename(copy)).toMatch(new RegExp(`^keepsake-card-${process.pid}-`));
  });

  it('are swept at start: a dead owner, or old enough; never a live owner fresh one, nor anything not ours', async () => {
    const root = await tempRoot();
    const gone = [
      await folder(root, `keepsake-upload-${deadPid()}-abc123`),
      await folder(root, `keepsake-upload-${process.ppid}-old111`, 7),
      await folder(root, 'keepsake-upload-Legacy', 7),
      // A worker killed mid-render leaves its copy of the memory.
      await folder(root, `keepsake-card-${deadPid()}-def456`),
      await folder(root, `keepsake-card-${process.ppid}-old333`, 7),
    ];
    const kept = [
      await folder(root, `keepsake-upload-${process.ppid}-live22`),
      await folder(root, 'keepsake-upload-Fresh1'),
      await folder(root, 'someone-else-upload-x', 30),
      await folder(root, `keepsake-uploads-${deadPid()}-x`, 30),
      await folder(root, `keepsake-card-${process.ppid}-live44`),
    ];
    const removed = await sweepTempFolders(root);
    expect(removed).toBe(gone.length);
    for (const name of gone) expect(existsSync(path.join(root, name)), name).toBe(false);
    for (const name of kept) expect(existsSync(path.join(root, name)), name).toBe(true);
  });
});
