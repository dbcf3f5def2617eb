import { afterAll, beforeAll } from 'vitest';
import {
  fakeLabApiKey,
  fakeLabWebhookSecret,
  startFakePrintLab,
  type FakePrintLab,
} from '../../../tests/support/fake-print-lab';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

export const adminEmail = 'admin@keepsake.test';

/**
 * The print-lab API tests' world: a fake lab, an app configured to use it and a clock the test
 * moves by setting `now`. `listen` serves the app over real HTTP, for tests where the lab calls back.
 */
export function labTestSetup(start: string, { listen = false } = {}) {
  const setup = {
    now: new Date(start),
    clock: { now: () => setup.now },
    // Both are set by beforeAll, before any test reads them.
    lab: undefined as unknown as FakePrintLab,
    testApp: undefined as unknown as TestApp,
    appUrl: '',
  };
  beforeAll(async () => {
    setup.lab = await startFakePrintLab();
    setup.testApp = await createTestApp({
      clock: setup.clock,
      env: {
        ADMIN_EMAILS: adminEmail,
        PRINT_LAB_URL: setup.lab.url,
        PRINT_LAB_API_KEY: fakeLabApiKey,
        PRINT_LAB_WEBHOOK_SECRET: fakeLabWebhookSecret,
      },
    });
    if (listen) setup.appUrl = await setup.testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await setup.testApp.close();
    await setup.lab.close();
  });
  return setup;
}
