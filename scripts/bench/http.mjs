/**
 * Issue 2: GET /api/health and the landing page HTML from the production build, against a bare
 * node:http server answering the same bytes in the same run. Target: at least 0.6 of its requests/s.
 */
import { load, printTable, startHelper, startKeepsake } from './support.mjs';

export async function benchHttp() {
  const keepsake = await startKeepsake();
  const paths = ['/api/health', '/'];
  const bare = await startHelper('bare-server.mjs', [keepsake.url, ...paths]);
  const rows = [];
  try {
    for (const path of paths) {
      // Warm both servers so the first seconds of JIT do not count against either.
      await load(`${keepsake.url}${path}`, { seconds: 2 });
      await load(`${bare.url}${path}`, { seconds: 2 });
      const ours = await load(`${keepsake.url}${path}`);
      const base = await load(`${bare.url}${path}`);
      rows.push({
        path,
        'keepsake req/s': Math.round(ours.rps),
        'keepsake p50 ms': ours.p50,
        'keepsake p99 ms': ours.p99,
        'bare req/s': Math.round(base.rps),
        'bare p50 ms': base.p50,
        'bare p99 ms': base.p99,
        ratio: Number((ours.rps / base.rps).toFixed(2)),
        'target ≥ 0.6': ours.rps / base.rps >= 0.6 ? 'met' : 'MISSED',
      });
    }
  } finally {
    await bare.stop();
    await keepsake.stop();
  }
  printTable('HTTP: Keepsake (production build, PGlite) vs bare node:http with the same bytes', rows);
  return rows;
}
