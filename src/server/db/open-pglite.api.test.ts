import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../paths';
import { claimDataDir, dataDirLockPath } from './data-dir-lock';
import { openPglite } from './open-pglite';

const children: ChildProcess[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function dataFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'keepsake-lock-'));
  folders.push(folder);
  return path.join(folder, 'pglite');
}

/** Runs `script` in a child process and resolves with the first line it prints. */
function runChild(command: string, args: string[]): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(command, args, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const newline = output.indexOf('\n');
      if (newline >= 0) resolve({ child, line: output.slice(0, newline).trim() });
    });
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before it was ready: ${output}`)));
  });
}

/** A process that holds the data folder's lock the way a running server does. */
function holdLock(dataDir: string) {
  const script = `import { claimDataDir } from './src/server/db/data-dir-lock.ts';
await claimDataDir(${JSON.stringify(dataDir)});
process.stdout.write(process.pid + '\\n');
setInterval(() => {}, 1000);`;
  return runChild(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
}

describe('opening PGlite on a folder', () => {
  it('refuses a folder another live process holds, and takes it at once after that process is killed', async () => {
    const dataDir = await dataFolder();
    const { child, line } = await holdLock(dataDir);
    await expect(openPglite({ dataDir })).rejects.toThrow(`Another Keepsake process (pid ${line}) is using ${dataDir}`);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const database = await openPglite({ dataDir });
    await database.close();
  }, 60_000);

  it('starts at once while the killed holder is an unreaped zombie, or its pid belongs to someone else now', async () => {
    const dataDir = await dataFolder();
    // The holder's parent never reaps it (`exec sleep`), so after kill -9 it stays a zombie.
    const holder = `import { claimDataDir } from './src/server/db/data-dir-lock.ts';
await claimDataDir(${JSON.stringify(dataDir)});
process.stdout.write(process.pid + '\\n');
setInterval(() => {}, 1000);`;
    const quoted = holder.replace(/'/g, `'\\''`);
    const { line } = await runChild('sh', [
      '-c',
      `'${process.execPath}' --import tsx --input-type=module -e '${quoted}' & exec sleep 60`,
    ]);
    const zombie = Number(line);
    process.kill(zombie, 'SIGKILL');
    const stat = `/proc/${zombie}/stat`;
    if (existsSync('/proc/self/stat')) {
      // Wait for the kernel to finish the kill; the process stays listed as a zombie.
      await expect.poll(() => readFileSync(stat, 'utf8').split(') ')[1]?.[0], { timeout: 10_000 }).toBe('Z');
    }
    // A pid file of the old design naming a live process (the zombie, and a reused pid) is ignored.
    await writeFile(`${dataDir}.pid`, String(zombie));
    expect(existsSync(dataDirLockPath(dataDir))).toBe(true);
    const database = await openPglite({ dataDir });
    await database.close();
    await writeFile(`${dataDir}.pid`, String(process.ppid));
    const again = await openPglite({ dataDir });
    await again.close();
  }, 60_000);

  it('starts when the holder dies while it is being asked who it is', async () => {
    const dataDir = await dataFolder();
    const { child, line } = await holdLock(dataDir);
    // Stopped, the holder cannot answer: the question waits in its socket's queue until it dies.
    process.kill(Number(line), 'SIGSTOP');
    const claim = claimDataDir(dataDir);
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGKILL');
    const release = await claim;
    await release();
  }, 60_000);

  it('refuses a second opening in the same process', async () => {
    const dataDir = await dataFolder();
    const first = await openPglite({ dataDir });
    try {
      await expect(openPglite({ dataDir })).rejects.toThrow(`Another Keepsake process (pid ${process.pid})`);
    } finally {
      await first.close();
    }
  }, 60_000);

  it('keeps the lock path short enough for a socket, however deep the folder', async () => {
    const deep = path.join(os.tmpdir(), 'x'.repeat(120), 'pglite');
    expect(Buffer.byteLength(dataDirLockPath(deep))).toBeLessThan(104);
    expect(dataDirLockPath(deep)).not.toBe(dataDirLockPath(`${deep}2`));
  });
});
