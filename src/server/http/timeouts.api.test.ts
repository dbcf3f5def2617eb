import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { pageViews } from '../db/schema';

/**
 * A client that stops sending is dropped, so idle connections cannot pile up; a client that
 * keeps sending, however slowly, is never cut off (a 250 MB video on a slow line takes minutes).
 * The timeouts are lowered here so the test runs in seconds.
 */
const idleMs = 3000;
let testApp: TestApp;
let port: number;
beforeAll(async () => {
  testApp = await createTestApp({ env: { HTTP_IDLE_TIMEOUT_MS: String(idleMs), HTTP_HEADER_TIMEOUT_MS: '1000' } });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
});
const sockets: net.Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await testApp.close();
});

/** Connects, sends `first`, and resolves with everything the server sent once it closes the connection. */
function connect(first: string) {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.on('error', () => {});
  socket.write(first);
  return { socket, closed };
}

const body = JSON.stringify({ path: '/slow-but-steady', referrer: `/${'x'.repeat(60)}` });
const head = [
  'POST /api/analytics/pageview HTTP/1.1',
  'Host: 127.0.0.1',
  'Content-Type: application/json',
  `Content-Length: ${Buffer.byteLength(body)}`,
  'Connection: close',
  '',
  '',
].join('\r\n');

describe('HTTP timeouts', () => {
  it('drops a client that sends its headers and part of the body, then stalls', async () => {
    const { closed } = connect(`${head}${body.slice(0, 10)}`);
    expect(await closed).toBe('');
  }, 20_000);

  it('drops a client that connects and sends nothing', async () => {
    const { closed } = connect('');
    expect(await closed).not.toMatch(/^HTTP\/1\.1 2/);
  }, 20_000);

  it('drops a client that sends its headers a byte at a time, never quite finishing them', async () => {
    const { socket, closed } = connect('POST /api/analytics/pageview HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    let open = true;
    void closed.then(() => (open = false));
    // Far longer than the header timeout, and never silent long enough for the idle timeout.
    for (let sent = 0; open && sent < 150; sent += 1) {
      await new Promise((resolve) => setTimeout(resolve, idleMs / 10));
      if (open) socket.write('a');
    }
    expect(open).toBe(false);
    expect(await closed).not.toMatch(/^HTTP\/1\.1 2/);
  }, 60_000);

  it('completes a request whose body trickles in for longer than the idle timeout, as long as it keeps coming', async () => {
    const { socket, closed } = connect(head);
    const chunks = body.match(/.{1,4}/g)!;
    const started = Date.now();
    for (const chunk of chunks) {
      await new Promise((resolve) => setTimeout(resolve, idleMs / 10));
      socket.write(chunk);
    }
    const response = await closed;
    expect(response).toMatch(/^HTTP\/1\.1 204/);
    // The whole request took longer than the idle timeout: only silence is cut off.
    expect(Date.now() - started).toBeGreaterThan(idleMs);
    const stored = await testApp.database.db.select().from(pageViews);
    expect(stored.map((row) => row.path)).toContain('/slow-but-steady');
  }, 30_000);
});
