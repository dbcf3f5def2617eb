/**
 * The baseline: a bare node:http server answering, from memory, the exact bytes and headers
 * Keepsake answered for each path. Usage: node bare-server.mjs <keepsake-url> <path>...
 */
import http from 'node:http';

const [origin, ...paths] = process.argv.slice(2);
const answers = new Map();
for (const path of paths) {
  const response = await fetch(`${origin}${path}`);
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)),
  );
  answers.set(path, { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) });
}

const server = http.createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers).end(answer.body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
