import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { AppError } from './app-error';
import { internalErrorMessage } from './error-handler';

describe('the error handler', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      extend(app) {
        app.get('/api/test/boom', () => {
          throw new Error('connection string postgres://secret@db leaked');
        });
        app.get('/api/test/refused', () => {
          throw new AppError('TOO_MANY_REQUESTS', 'Slow down', { 'retry-after': '60' });
        });
      },
    });
  });
  afterAll(() => testApp.close());

  it('hides the details of an unexpected failure behind a 500 with a plain message', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: internalErrorMessage, code: expect.any(String) });
    expect(response.body).not.toContain('secret');
  });

  it('answers an AppError with its status, message and headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/refused' });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: 'Slow down', code: expect.any(String) });
    expect(response.headers['retry-after']).toBe('60');
  });
});
