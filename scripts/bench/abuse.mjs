/**
 * Abuse: the server under requests meant to hurt it.
 * - refused: RSS of the server while one client, already over its verify limit, sends refused
 *   requests with a fresh 250-character address each, at full speed for 20 s (target: flat
 *   within 32 MB; the limiter must not keep a counter per refused address).
 * - logins: health p99 while 30 password logins arrive at once (target: under 250 ms), against
 *   a health run without logins in the same bench.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { percentile, printTable, startKeepsake } from './support.mjs';

const MB = 1024 * 1024;

function residentBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

const post = (url, path, body) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export async function benchRefused() {
  const seconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 20);
  const keepsake = await startKeepsake();
  const rows = [];
  try {
    // Use up this client's verify limit (50 per 15 minutes), so everything after is refused.
    for (let n = 0; n < 60; n += 1)
      await post(keepsake.url, '/api/auth/verify-code', { email: `warm${n}@example.com`, code: '123456' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const start = residentBytes(keepsake.pid);
    let peak = start;
    const timer = setInterval(() => (peak = Math.max(peak, residentBytes(keepsake.pid))), 100);
    const padding = 'x'.repeat(220);
    let sent = 0;
    const result = await autocannon({
      url: `${keepsake.url}/api/auth/verify-code`,
      connections: 20,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ email: `rl${(sent += 1)}_${padding}@example.com`.slice(0, 250), code: '123456' }),
          }),
        },
      ],
    });
    clearInterval(timer);
    const end = residentBytes(keepsake.pid);
    peak = Math.max(peak, end);
    const refused = result.statusCodeStats?.['429']?.count ?? 0;
    rows.push({
      requests: result.requests.total,
      'answered 429': refused,
      'req/s': Math.round(result.requests.average),
      'start RSS MB': Math.round(start / MB),
      'end RSS MB': Math.round(end / MB),
      'peak RSS MB': Math.round(peak / MB),
      'growth MB': Number(((peak - start) / MB).toFixed(1)),
      'target flat within 32 MB': peak - start < 32 * MB ? 'met' : 'MISSED',
    });
  } finally {
    await keepsake.stop();
  }
  printTable(`Refused requests with fresh addresses for ${seconds} s: server memory (production build)`, rows);
  return rows;
}

/** Health latencies, one request after another, until `done` resolves (or for `ms`). */
async function probeHealth(url, done) {
  const latencies = [];
  let finished = false;
  void done.then(() => (finished = true));
  while (!finished) {
    const started = performance.now();
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

const summary = (label, latencies, extra = {}) => ({
  run: label,
  samples: latencies.length,
  'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
  'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
  'max ms': Number(latencies.at(-1).toFixed(1)),
  ...extra,
});

export async function benchLogins() {
  const keepsake = await startKeepsake();
  const rows = [];
  try {
    // Five password accounts (sign-up allows 20 an hour per client; logins 10 per address).
    const emails = [];
    for (let n = 0; n < 5; n += 1) {
      const email = `bench-login-${Date.now()}-${n}@example.com`;
      const created = await post(keepsake.url, '/api/auth/signup', {
        email,
        password: 'right password',
        firstName: 'Bench',
        lastName: 'Login',
      });
      if (!created.ok) throw new Error(`signup answered ${created.status}: ${await created.text()}`);
      emails.push(email);
    }
    // Warm the login path (scrypt, the queries) so start-up costs are not counted.
    await post(keepsake.url, '/api/auth/login', { email: emails[0], password: 'warm-up guess' });
    const baseline = await probeHealth(keepsake.url, new Promise((resolve) => setTimeout(resolve, 3000)));
    rows.push(summary('health alone (baseline)', baseline));
    let loginsMs = 0;
    const statuses = new Map();
    // 30 at once: 6 per address and 30 from this client, within both login limits.
    const logins = (async () => {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          post(keepsake.url, '/api/auth/login', { email: emails[n % emails.length], password: `wrong guess ${n}` }),
        ),
      );
      for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      loginsMs = performance.now() - started;
    })();
    const during = await probeHealth(keepsake.url, logins);
    rows.push(
      summary('health during 30 logins', during, {
        'logins took s': Number((loginsMs / 1000).toFixed(2)),
        'login answers': [...statuses].map(([status, count]) => `${count}×${status}`).join(' '),
        'target p99 < 250 ms': percentile(during, 99) < 250 ? 'met' : 'MISSED',
      }),
    );
  } finally {
    await keepsake.stop();
  }
  printTable('Health while 30 password logins arrive at once (production build)', rows);
  return rows;
}
