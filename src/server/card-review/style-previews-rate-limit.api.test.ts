import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../shared/auth-rules';
import { bearer, signUp } from '../../../tests/support/auth';
import { multipartBody, samplePhoto } from '../../../tests/support/order-request';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

describe('style previews are rate limited per customer, like card-text generation', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it(`counts ${rateLimits.stylePreviewsPerUser.max} calls an hour before reading the upload, then answers 429`, async () => {
    const { token } = await signUp(testApp.app, testApp.database);
    const preview = (withPicture: boolean) => {
      const { payload, headers } = multipartBody(
        withPicture
          ? [{ name: 'memory', filename: 'sunset.jpg', contentType: 'image/jpeg', content: samplePhoto }]
          : [{ name: 'front', value: 'Happy birthday' }],
      );
      return testApp.app.inject({
        method: 'POST',
        url: '/api/style-previews',
        payload,
        headers: { ...headers, ...bearer(token).headers },
      });
    };
    // Calls without a picture are cheap to send and still count: the limit guards the work.
    for (let call = 0; call < rateLimits.stylePreviewsPerUser.max; call += 1) {
      expect((await preview(false)).statusCode).toBe(400);
    }
    const refused = await preview(true);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many attempts\. Please try again in/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer is not held back.
    const other = await signUp(testApp.app, testApp.database);
    const { payload, headers } = multipartBody([
      { name: 'memory', filename: 'sunset.jpg', contentType: 'image/jpeg', content: samplePhoto },
    ]);
    const allowed = await testApp.app.inject({
      method: 'POST',
      url: '/api/style-previews',
      payload,
      headers: { ...headers, ...bearer(other.token).headers },
    });
    expect(allowed.statusCode).toBe(200);
  }, 120_000);
});
