import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** sun_path holds 108 bytes on Linux and 104 on macOS, the final NUL included. */
const maxSocketPathBytes = 100;

/**
 * Where the lock of a data folder listens: beside the folder, or, when that path is too long for
 * a Unix socket, under the OS temp folder at a name derived from the folder's full path.
 */
export function dataDirLockPath(dataDir: string): string {
  const beside = `${path.resolve(dataDir)}.lock`;
  if (Buffer.byteLength(beside) <= maxSocketPathBytes) return beside;
  const digest = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 32);
  return path.join(os.tmpdir(), `keepsake-${digest}.lock`);
}

/**
 * The pid a live holder tells whoever connects; null when nobody listens (a stale socket file) or
 * the holder died with the question still queued (the kernel then resets the connection).
 */
function askHolder(socketPath: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer.trim() || '?'));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT' || error.code === 'ECONNRESET') resolve(null);
      else reject(error);
    });
  });
}

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * PGlite is one connection inside one process; two processes on one folder corrupt it. The
 * holder listens on a Unix socket beside the folder. The kernel closes that socket the moment the
 * process dies, even while it is an unreaped zombie, so after a kill -9 the next start finds a
 * socket nobody answers, removes it and starts at once; a pid file cannot tell a zombie or a
 * reused pid from a live holder. A live holder answers with its pid and the start is refused.
 * Returns the release function.
 */
export async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const socketPath = dataDirLockPath(dataDir);
  const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
  for (let attempt = 0; ; attempt += 1) {
    try {
      await listen(server, socketPath);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
    const holder = await askHolder(socketPath);
    // A second EADDRINUSE with nobody answering: another process is starting at this moment.
    if (holder !== null || attempt > 0) {
      throw new Error(
        `Another Keepsake process (pid ${holder ?? '?'}) is using ${dataDir}; stop it, or set DATA_DIR or DATABASE_URL`,
      );
    }
    // Left by a process that died: nobody listens any more.
    await rm(socketPath, { force: true });
  }
  // The lock must not keep a process alive that has nothing else to do.
  server.unref();
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
