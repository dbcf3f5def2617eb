import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Our private temp folders, `<prefix><pid>-<random>`: an upload being received
 * (receive-upload.ts) and a memory copied out of storage for the renderer (temp-copy.ts).
 */
const tempFolderPrefixes = { upload: 'keepsake-upload-', card: 'keepsake-card-' } as const;

/** A new private temp folder; the pid in its name lets the start-up sweep tell a crashed process's from a live one's. */
export function makeTempFolder(kind: keyof typeof tempFolderPrefixes, root: string = os.tmpdir()): Promise<string> {
  return mkdtemp(path.join(root, `${tempFolderPrefixes[kind]}${process.pid}-`));
}

/**
 * Longer than anything that uses one can take: the idle timeout drops a stalled upload, 250 MB
 * arrives in under an hour even at 100 kB/s, and a render expires after 30 s.
 */
const safeAgeMs = 6 * 3600_000;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a folder of ours may go: its process is gone, or it is older than any upload. */
function abandoned(name: string, modifiedMs: number, now: number): boolean {
  if (now - modifiedMs > safeAgeMs) return true;
  const owner = /^keepsake-(?:upload|card)-(\d+)-/.exec(name)?.[1];
  if (!owner) return false;
  const pid = Number(owner);
  // Our own pid at start is a previous run's (a container's server is often pid 1 every time).
  return pid === process.pid || !processAlive(pid);
}

/**
 * At start: removes the temp folders that a crash (kill -9, power loss) left behind. Only our
 * own folders (by name and owner uid) whose process is gone or that are older than any use of
 * them can take; a live process's fresh folder is never touched. Returns how many went.
 */
export async function sweepTempFolders(root: string = os.tmpdir()): Promise<number> {
  const now = Date.now();
  const uid = process.getuid?.();
  let removed = 0;
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const ours = Object.values(tempFolderPrefixes).some((prefix) => entry.name.startsWith(prefix));
    if (!entry.isDirectory() || !ours) continue;
    const full = path.join(root, entry.name);
    try {
      const info = await stat(full);
      if (uid !== undefined && info.uid !== uid) continue;
      if (!abandoned(entry.name, info.mtimeMs, now)) continue;
      await rm(full, { recursive: true, force: true });
      removed += 1;
    } catch {
      // Gone meanwhile, or not ours to read: leave it.
    }
  }
  return removed;
}
