import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Embedded mode needs no AUTH_SECRET: one is made at first start and kept under DATA_DIR, so
 * codes and links survive a restart. Production refuses to start without one (config.ts).
 */
export async function loadOrCreateDevSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'auth-secret');
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (existing.length >= 32) return existing;
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
