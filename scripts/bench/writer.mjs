/**
 * Issue 4: the offline card writer's time per request. Three figures from one run:
 * POST /api/generate-messages with a photo (upload checks, sharp, the writer, the safety filter),
 * against GET /api/auth/user (an authenticated request doing almost nothing) as the baseline;
 * and the writer alone, in process. Target: p50 under 50 ms.
 * Issue 15: the quality of its words over tests/fixtures/writer-corpus.json, judged by
 * writer-judge.mjs (writer-quality.mjs). Target: 0 options with a slip.
 * BENCH_WRITER_QUALITY_ONLY=1 skips the server and the timing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { signUpForBench } from './sign-in.mjs';
import { percentile, printTable, startKeepsake } from './support.mjs';
import {
  corpusPath,
  judgeCorpus,
  loadCorpus,
  qualityRows,
  secondCorpusPath,
  thirdCorpusPath,
  writerFromModule,
} from './writer-quality.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const photo = readFileSync(path.join(root, 'tests/fixtures/media/sunset.jpg'));
const tones = ['roast', 'sentimental', 'playful'];
const descriptions = [
  'Sarah and I at the beach last summer, she tried surfing and fell off every single wave',
  "My dad's birthday fishing trip to the lake. He caught one tiny fish and bragged all week.",
  'Our road trip to the Grand Canyon with Grandpa Joe, singing the whole way',
  'Graduation day! Emma finally did it after late nights and a lot of coffee.',
];

function generateBody(index) {
  const form = new FormData();
  form.set('memoryDescription', `${descriptions[index % descriptions.length]} (${index})`);
  form.set('tone', tones[index % tones.length]);
  form.set('memory', new Blob([photo], { type: 'image/jpeg' }), 'sunset.jpg');
  return form;
}

async function timeRequests(count, send) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await send(i);
    if (!response.ok) throw new Error(`answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const writerModulePath = path.join(root, 'dist/server/server/writer/offline/offline-writer.js');
const loadWriterModule = () => import(pathToFileURL(writerModulePath).href);

const row = (what, times, unit = 'ms') => ({
  measured: what,
  runs: times.length,
  [`p50 ${unit}`]: Number(percentile(times, 50).toFixed(3)),
  [`p90 ${unit}`]: Number(percentile(times, 90).toFixed(3)),
  [`p99 ${unit}`]: Number(percentile(times, 99).toFixed(3)),
});

/** The quality report: every corpus entry in every tone, a first set and a Load More set. */
export async function benchWriterQuality() {
  const { traced, write } = writerFromModule(await loadWriterModule());
  const how = traced ? 'with phrase traces' : 'no phrase traces: writeOfflineTraced is not exported';
  const reports = [];
  for (const [name, file] of [
    ['writer-corpus.json (the writer was tuned on it)', corpusPath],
    ['writer-corpus-holdout.json (written blind; 51.2% of options slipped on its first run)', secondCorpusPath],
    ['writer-corpus-blind.json (written blind; 27.7% of options slipped on its first run)', thirdCorpusPath],
  ]) {
    const report = judgeCorpus(write, { jpeg: photo, corpus: loadCorpus(file) });
    const { summary, examples } = qualityRows(report, 15);
    printTable(`Writer quality: ${name}, first set and Load More in every tone (${how}); target 0 slips`, [summary]);
    if (examples.length > 0) {
      console.log(`First ${examples.length} of ${report.slipped.length} options with a slip:`);
      for (const example of examples) {
        console.log(`- [${example.kind}] "${example.description}" (${example.tone})`);
        console.log(`    ${example.detail}`);
        console.log(`    ${example.text}`);
      }
    }
    reports.push(report);
  }
  return reports;
}

export async function benchWriter() {
  if (process.env.BENCH_WRITER_QUALITY_ONLY === '1') return benchWriterQuality();
  const count = Number(process.env.BENCH_WRITER_REQUESTS ?? 300);
  const keepsake = await startKeepsake();
  const rows = [];
  try {
    // Generation is limited per customer and hour (rateLimits.generatePerUser): enough customers
    // are signed up before the clock starts, and each one writes its share.
    const { rateLimits } = await import(pathToFileURL(path.join(root, 'dist/server/shared/auth-rules.js')).href);
    const perUser = rateLimits.generatePerUser.max;
    const tokens = [];
    for (let made = 0; made * perUser < count + 30; made += 1)
      tokens.push(await signUpForBench(keepsake.url, `bench-${Date.now()}-${made}@example.com`));
    const auth = (i) => ({ authorization: `Bearer ${tokens[Math.floor(i / perUser)]}` });
    let generated = 0;
    const generate = (i) => {
      const headers = auth(generated++);
      return fetch(`${keepsake.url}/api/generate-messages`, { method: 'POST', headers, body: generateBody(i) });
    };
    const user = () => fetch(`${keepsake.url}/api/auth/user`, { headers: auth(0) });
    await timeRequests(30, generate);
    await timeRequests(30, user);
    const ours = await timeRequests(count, generate);
    const base = await timeRequests(count, user);
    rows.push({
      ...row('POST /api/generate-messages (photo, offline writer)', ours),
      'target p50 < 50 ms': percentile(ours, 50) < 50 ? 'met' : 'MISSED',
    });
    rows.push(row('GET /api/auth/user (baseline)', base));

    const { writeOffline } = await loadWriterModule();
    const facts = {
      kind: 'photo',
      width: 160,
      height: 120,
      orientation: 'landscape',
      colours: [{ name: 'sunset orange', hex: '#f28c28', share: 0.55 }],
      dominant: '#f88828',
      brightness: 'soft',
    };
    const alone = [];
    // Every description of both corpora, long and short, in turn: the timing covers real reading work.
    const texts = [corpusPath, secondCorpusPath, thirdCorpusPath].flatMap((file) =>
      loadCorpus(file).map((entry) => entry.description),
    );
    for (let i = 0; i < 5000; i += 1) {
      const request = {
        description: texts[i % texts.length],
        tone: tones[i % tones.length],
        picture: { jpeg: photo, facts },
        previousOptions: [],
      };
      const started = performance.now();
      writeOffline(request);
      alone.push(performance.now() - started);
    }
    const sorted = alone.sort((a, b) => a - b);
    rows.push({
      ...row('offline writer alone, in process', sorted),
      'target p50 < 50 ms': percentile(sorted, 50) < 50 ? 'met' : 'MISSED',
    });
  } finally {
    await keepsake.stop();
  }
  printTable('Writer: offline card writer time per request (production build; target p50 < 50 ms)', rows);
  const quality = await benchWriterQuality();
  return { rows, quality };
}
