import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

describe('GET /api/health', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('answers 200 with the database up', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { status: 'up', kind: testApp.database.kind } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 once the database is unreachable', async () => {
    testApp = await createTestApp();
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: { status: 'down' } });
  });
});
