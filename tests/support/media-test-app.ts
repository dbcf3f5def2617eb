import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { MediaLimits } from '../../src/server/media/media-limits';
import { bearer, signUp } from './auth';
import { createTestApp, type TestApp } from './test-app';

/** An app on its own data folder (where uploads land) with two signed-up customers. */
export interface MediaTestApp {
  testApp: TestApp;
  /** DATA_DIR: files are under `${dataDir}/media`. */
  dataDir: string;
  alice: Record<string, string>;
  bob: Record<string, string>;
}

/**
 * Starts the app before the file's tests and removes it and its data folder after. The fields
 * are filled in by beforeAll, so read them inside tests, not at the top of the file.
 */
export function useMediaTestApp(prefix: string, options: { mediaLimits?: MediaLimits } = {}): MediaTestApp {
  const context = {} as MediaTestApp;
  beforeAll(async () => {
    context.dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
    context.testApp = await createTestApp({
      env: { DATA_DIR: context.dataDir },
      ...(options.mediaLimits ? { deps: { mediaLimits: options.mediaLimits } } : {}),
    });
    context.alice = bearer((await signUp(context.testApp.app, context.testApp.database)).token).headers;
    context.bob = bearer((await signUp(context.testApp.app, context.testApp.database)).token).headers;
  });
  afterAll(async () => {
    await context.testApp.close();
    await rm(context.dataDir, { recursive: true, force: true });
  });
  return context;
}
