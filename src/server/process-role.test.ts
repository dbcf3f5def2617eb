import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverTsxEnv } from '../../tests/support/server-process';
import { loadConfig } from './config';
import { projectRoot } from './paths';
import { roleRefusal } from './process-role';

const shared = {
  DATABASE_URL: 'postgres://keepsake@db.internal:5432/keepsake',
  S3_BUCKET: 'keepsake-files',
  REDIS_URL: 'redis://redis.internal:6379',
  AUTH_SECRET: 'a-shared-secret-that-is-at-least-32-characters',
};
type SharedName = keyof typeof shared;
const sharedNames = Object.keys(shared) as SharedName[];

function without(...names: SharedName[]): Record<string, string> {
  return Object.fromEntries(Object.entries(shared).filter(([name]) => !names.includes(name as SharedName)));
}

describe('a process that shares its work (start:web, start:worker)', () => {
  it.each(sharedNames)('refuses without %s, naming it', (name) => {
    for (const role of ['web', 'worker'] as const) {
      const line = roleRefusal(role, loadConfig(without(name)));
      expect(line).toBe(
        `start:${role} shares its work with other processes and needs DATABASE_URL, S3_BUCKET, REDIS_URL, AUTH_SECRET; missing: ${name}`,
      );
    }
  });

  it('names every missing variable in one line', () => {
    expect(roleRefusal('worker', loadConfig({}))).toMatch(
      /; missing: DATABASE_URL, S3_BUCKET, REDIS_URL, AUTH_SECRET$/,
    );
  });

  it('starts with all four; npm start (all) needs none of them', () => {
    expect(roleRefusal('web', loadConfig(shared))).toBeUndefined();
    expect(roleRefusal('worker', loadConfig(shared))).toBeUndefined();
    expect(roleRefusal('all', loadConfig({}))).toBeUndefined();
  });
});

/** Runs the real entry (tsx on src/server/main.ts) with only these variables; resolves its exit code and stderr. */
function runEntry(args: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'src/server/main.ts'), ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', ...serverTsxEnv, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('the entry', () => {
  // The refusal comes before anything is opened: these hosts do not exist and are never tried.
  it.each([
    ['web', 'REDIS_URL'],
    ['worker', 'S3_BUCKET'],
  ] as const)(
    'refuses to start as %s without %s: one line on stderr, exit code 1',
    async (role, name) => {
      const { code, stderr } = await runEntry([role], without(name));
      expect(code).toBe(1);
      expect(stderr).toBe(
        `start:${role} shares its work with other processes and needs DATABASE_URL, S3_BUCKET, REDIS_URL, AUTH_SECRET; missing: ${name}\n`,
      );
    },
    60_000,
  );

  it('refuses a role it does not know', async () => {
    const { code, stderr } = await runEntry(['printer'], shared);
    expect(code).toBe(1);
    expect(stderr).toBe('Unknown role "printer": expected one of all, web, worker\n');
  }, 60_000);
});
