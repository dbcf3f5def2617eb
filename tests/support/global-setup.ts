import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from '../../src/server/db/open-pglite.js';
import { startS3Server } from './s3-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    testRunId: string;
    /** With TEST_S3 set: the S3_* and AWS_* variables of the run's one s3rver (testConfig adds them). */
    s3Env: Record<string, string> | null;
  }
}

/**
 * Once per run: a migrated PGlite image every test file can start from in ~0.5 s instead of
 * running initdb (~3 s), and a run id that names this run's PostgreSQL databases.
 */
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'keepsake-test-'));
  const templatePath = path.join(folder, 'pglite-template.tar');
  // The PostgreSQL pass still runs PGlite-only tests (the data-folder lock), but none use the template.
  if (!process.env.TEST_DATABASE_URL) {
    await writeFile(templatePath, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  }
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('testRunId', runId);
  // One S3-compatible server for the whole run, so every app a test builds keeps its files there.
  const s3 = process.env.TEST_S3 ? await startS3Server() : undefined;
  project.provide('s3Env', s3?.env ?? null);

  return async () => {
    await rm(folder, { recursive: true, force: true });
    await s3?.close();
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    // A crashed test file cannot drop its own database; the run cleans up after it.
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`keepsake_test_${runId}_%`],
      );
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await client.end();
    }
  };
}
