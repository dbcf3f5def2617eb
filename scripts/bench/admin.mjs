/**
 * Issue 10: with 100,000 orders in PostgreSQL, the admin table's first page, a search and the
 * stats, each p50 under 50 ms, measured over HTTP against the production build, beside
 * GET /api/health (one tiny query) as the same-run baseline. Needs PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test as an admin URL).
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { percentile, printTable, startKeepsake } from './support.mjs';

const ORDERS = Number(process.env.BENCH_ADMIN_ORDERS ?? 100_000);
const SAMPLES = 200;

async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const token = randomBytes(32).toString('base64url');
  try {
    await client.query(`
      insert into users (email, first_name, last_name, role, email_verified_at)
      select 'customer' || n || '@example.com', (array['Ada','Grace','Alan','Edsger','Barbara','Ken'])[1 + n % 6],
             (array['Lovelace','Hopper','Turing','Dijkstra','Liskov','Thompson'])[1 + (n / 6) % 6], 'customer', now()
      from generate_series(1, 1000) n`);
    await client.query(
      `insert into users (email, first_name, role, email_verified_at) values ('bench-admin@keepsake.test', 'Bench', 'admin', now())`,
    );
    await client.query(
      `insert into sessions (user_id, access_token_hash, access_expires_at)
       select id, $1, now() + interval '1 day' from users where email = 'bench-admin@keepsake.test'`,
      [createHash('sha256').update(token).digest('hex')],
    );
    await client.query(`
      insert into orders (order_number, user_id, status, payment_status, amount_cents, card_price_cents, shipping_cents,
        first_name, last_name, email, street_address, city, state, zip_code, shipping_type, tone, memory_description,
        card_options, selected_option, card_front, card_inside, card_back, card_style, created_at, paid_at)
      select 'KS-' || upper(to_hex(n + 268435456)),
             u.id,
             (array['pending','processing','shipped','delivered'])[1 + n % 4]::order_status,
             (array['paid','paid','paid','unpaid','refunded'])[1 + n % 5]::payment_status,
             case when n % 3 = 0 then 1798 else 1299 end, 1299, case when n % 3 = 0 then 499 else 0 end,
             u.first_name, u.last_name, u.email, n || ' Main St', 'Springfield', 'IL', '62701',
             case when n % 3 = 0 then 'express' else 'standard' end::shipping_type,
             (array['roast','sentimental','playful'])[1 + n % 3]::tone, 'A memory',
             '[{"front":"F","inside":"I","back":"B"}]'::jsonb, 0, 'F', 'I', 'B', 'realistic',
             now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
      from generate_series(1, ${ORDERS}) n
      join users u on u.email = 'customer' || (1 + n % 1000) || '@example.com'`);
    await client.query(`
      insert into invoices (user_id, order_id, total_cents, status, lines, refunded_cents, created_at)
      select user_id, id, amount_cents, 'paid', '[]'::jsonb, case when payment_status = 'refunded' then amount_cents else 0 end, created_at
      from orders where payment_status in ('paid', 'refunded')`);
    // Autovacuum would get there on its own; the benchmark measures the steady state.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
  return token;
}

async function sample(url, token) {
  const times = [];
  for (let index = 0; index < SAMPLES; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

export async function benchAdmin() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `keepsake_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let keepsake;
  try {
    keepsake = await startKeepsake({ DATABASE_URL: url.toString(), NODE_ENV: 'test' });
    const seedStarted = performance.now();
    const token = await seed(url.toString());
    console.log(
      `\nAdmin: seeded ${ORDERS.toLocaleString('en-US')} orders in ${Math.round(performance.now() - seedStarted)} ms`,
    );
    const rows = [];
    const cases = [
      ['baseline: GET /api/health', '/api/health'],
      ['first page of the table', '/api/orders'],
      ['search by name', '/api/orders?q=grace%20hop'],
      ['search by order number', `/api/orders?q=KS-${(4242 + 268435456).toString(16).toUpperCase()}`],
      ['filter and sort', '/api/orders?status=shipped&payment=paid&sort=total&dir=asc'],
      ['stats', '/api/orders/stats'],
    ];
    let baseline = 0;
    for (const [label, path] of cases) {
      await sample(`${keepsake.url}${path}`, token); // warm
      const { p50, p99 } = await sample(`${keepsake.url}${path}`, token);
      if (!baseline) baseline = p50;
      rows.push({
        query: label,
        'p50 ms': Number(p50.toFixed(1)),
        'p99 ms': Number(p99.toFixed(1)),
        'x baseline p50': Number((p50 / baseline).toFixed(1)),
        'target p50 < 50 ms': label.startsWith('baseline') ? '' : p50 < 50 ? 'met' : 'MISSED',
      });
    }
    printTable(
      `Admin on PostgreSQL with ${ORDERS.toLocaleString('en-US')} orders (${SAMPLES} sequential requests each)`,
      rows,
    );
    return rows;
  } finally {
    await keepsake?.stop();
    // BENCH_KEEP_DATABASE=1 keeps the seeded database for EXPLAIN ANALYZE sessions.
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
