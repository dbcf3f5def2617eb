import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, uniqueEmail, uniqueIp } from '../../tests/support/auth';
import { testCustomer } from '../../tests/support/purchases';
import { createTestApp, testConfig, type TestApp } from '../../tests/support/test-app';
import { users } from './db/schema';
import { createLogger } from './logger';
import { hashPassword } from './security/tokens';

/**
 * The log is read by more people and kept longer than the database: no e-mail address and no
 * password hash may reach it, even when a failed query carried them as parameters. Only the
 * development outbox's own line names the address it "sent" to.
 */
const emailPattern = /[a-z0-9._%+-]+(@|%40|\\u0040)[a-z0-9-]+(\.[a-z0-9-]+)+/i;

type LogLine = { msg?: string; err?: Record<string, unknown> } & Record<string, unknown>;

let testApp: TestApp;
const lines: string[] = [];
const taken = uniqueEmail('taken');
let hash: string;

beforeAll(async () => {
  hash = await hashPassword('correct horse battery');
  const config = testConfig({ LOG_LEVEL: 'trace' });
  testApp = await createTestApp({
    deps: { logger: createLogger(config, { write: (line: string) => void lines.push(line) }) },
    extend(app) {
      // Real database failures carrying an address and a hash as parameters, as a sign-up
      // insert that fails would: a unique violation and text PostgreSQL refuses.
      app.post('/api/test/duplicate-user', async () => {
        await testApp.database.db.insert(users).values({ email: taken, passwordHash: hash });
        return { ok: true };
      });
      app.post('/api/test/nul-user', async () => {
        await testApp.database.db
          .insert(users)
          .values({ email: uniqueEmail('nul'), firstName: 'A\u0000B', passwordHash: hash });
        return { ok: true };
      });
      app.get('/api/test/message-with-address', () => {
        throw new Error(`no mailbox for ${taken} (hash ${hash})`);
      });
    },
  });
  await testApp.database.db.insert(users).values({ email: taken });
});
afterAll(() => testApp.close());

const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);
const isOutboxLine = (line: LogLine) => typeof line.msg === 'string' && line.msg.startsWith('mail to ');

describe('the log', () => {
  it('records the SQL state and constraint of a failed query, not its parameters', async () => {
    const duplicate = await postJson(testApp.app, '/api/test/duplicate-user', {});
    expect(duplicate.statusCode).toBe(500);
    const nul = await postJson(testApp.app, '/api/test/nul-user', {});
    expect(nul.statusCode).toBe(500);

    const failures = parsed().filter((line) => line.msg === 'request failed');
    expect(failures).toHaveLength(2);
    expect(failures[0]!.err).toMatchObject({ sqlState: '23505', constraint: 'users_email_idx', table: 'users' });
    // 22021 (bad byte sequence) on PostgreSQL; PGlite reports the same class of data error.
    expect(String(failures[1]!.err?.sqlState)).toMatch(/^22/);
    for (const failure of failures) {
      expect(failure.err?.message).toMatch(/^Failed query: insert into "users"/);
      const text = JSON.stringify(failure);
      expect(text).not.toContain(taken);
      expect(text).not.toContain('scrypt$');
      expect(text).not.toMatch(emailPattern);
    }
  });

  it('holds no address or password hash after sign-ups, failures, an order and its e-mails', async () => {
    const email = uniqueEmail('walk');
    const ip = uniqueIp();
    expect(
      (
        await postJson(
          testApp.app,
          '/api/auth/signup',
          { email, password: 'correct horse battery', firstName: 'Pat', lastName: 'Lee' },
          { remoteAddress: ip },
        )
      ).statusCode,
    ).toBe(201);
    // A NUL in a name (a 500 before the string schemas refused it).
    const nulName = await postJson(
      testApp.app,
      '/api/auth/signup',
      { email: uniqueEmail('nulname'), password: 'correct horse battery', firstName: 'A\u0000', lastName: 'B' },
      { remoteAddress: ip },
    );
    expect(nulName.statusCode).toBeGreaterThanOrEqual(400);
    // A body that is not JSON: the parser's message quotes it.
    const broken = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${email}" oops`,
      remoteAddress: ip,
    });
    expect(broken.statusCode).toBe(400);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/test/message-with-address' })).statusCode).toBe(500);
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/api/auth/user?email=${encodeURIComponent(email)}` }))
        .statusCode,
    ).toBe(401);

    const customer = await testCustomer(testApp);
    await customer.buyCard();
    await testApp.jobs.runAll(testApp.jobRegistry);

    const all = parsed();
    const outbox = all.filter(isOutboxLine);
    // The confirmation link, the sign-up code, the order confirmation and the design preview.
    expect(outbox.map((line) => line.msg)).toEqual([
      expect.stringMatching(/Confirm your Keepsake/i),
      expect.stringMatching(/verification code/i),
      expect.stringMatching(/order KS-\w+ is confirmed/),
      expect.stringMatching(/ready for your approval/),
    ]);
    expect(all.some((line) => line.msg === 'request failed')).toBe(true);
    for (const line of lines) expect(line).not.toContain('scrypt$');
    // Credentials too, even where a plugin logs its options at trace level.
    for (const line of lines) expect(line).not.toContain(customer.token);
    const leaks = all.filter((line) => !isOutboxLine(line) && emailPattern.test(JSON.stringify(line)));
    expect(leaks).toEqual([]);
  });
});
