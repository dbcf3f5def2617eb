import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Page } from '@playwright/test';

/**
 * Every test is its own visitor: the e2e server trusts X-Forwarded-For (as behind a load
 * balancer), and each test sends a different client address, so per-client rate limits
 * (e.g. 20 code e-mails an hour) count one test's requests, not the whole suite's.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});
