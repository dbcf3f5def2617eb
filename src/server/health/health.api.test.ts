import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { PROBE_CACHE_MS } from './database-probe';

describe('GET /api/health', () => {
  let testApp: TestApp | undefined;
  let now = new Date('2026-11-23T10:00:00Z').getTime();
  const clock = { now: () => new Date(now) };
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  const health = () => testApp!.app.inject({ method: 'GET', url: '/api/health' });

  it('answers 200 with the database up', async () => {
    testApp = await createTestApp({ clock });
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { status: 'up', kind: testApp.database.kind } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 within a second of the database becoming unreachable', async () => {
    testApp = await createTestApp({ clock });
    expect((await health()).statusCode).toBe(200);
    await testApp.database.close();
    now += PROBE_CACHE_MS;
    const response = await health();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: { status: 'down' } });
  });

  it('asks the database once for many checks within a second', async () => {
    testApp = await createTestApp({ clock });
    let pings = 0;
    const ping = testApp.database.ping.bind(testApp.database);
    testApp.database.ping = () => {
      pings += 1;
      return ping();
    };
    await Promise.all(Array.from({ length: 20 }, health));
    await health();
    expect(pings).toBe(1);
    now += PROBE_CACHE_MS;
    await health();
    expect(pings).toBe(2);
  });
});
