import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../shared/auth-rules';
import { bearer, signUp } from '../../../tests/support/auth';
import { multipartBody, samplePhoto } from '../../../tests/support/order-request';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

describe('card-text generation is rate limited per customer', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it(`allows ${rateLimits.generatePerUser.max} calls an hour, then answers 429 with the wait`, async () => {
    const { token } = await signUp(testApp.app, testApp.database);
    const generate = () => {
      const { payload, headers } = multipartBody([
        { name: 'memory', filename: 'sunset.jpg', contentType: 'image/jpeg', content: samplePhoto },
        { name: 'memoryDescription', value: 'Sunset at the lake with my sister' },
        { name: 'tone', value: 'playful' },
      ]);
      return testApp.app.inject({
        method: 'POST',
        url: '/api/generate-messages',
        payload,
        headers: { ...headers, ...bearer(token).headers },
      });
    };
    for (let call = 0; call < rateLimits.generatePerUser.max; call += 1) {
      expect((await generate()).statusCode).toBe(200);
    }
    const refused = await generate();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many attempts\. Please try again in/);
    expect(refused.headers['retry-after']).toBeDefined();
  }, 120_000);
});
