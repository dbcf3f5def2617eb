import http from 'node:http';
import type { ProcessRole } from '../process-role.js';

export interface WorkerHealthBody {
  status: 'ok' | 'unavailable';
  role: ProcessRole;
  queue: 'up' | 'down';
}

/**
 * The worker's only HTTP: GET /health, 200 while it takes jobs and 503 once it stops or loses
 * its queue, so an orchestrator can restart it. Plain node:http: a worker builds no app.
 */
export function createWorkerHealthServer(isQueueUp: () => Promise<boolean>): http.Server {
  return http.createServer((request, response) => {
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/health') {
      send(404, { error: 'A worker serves GET /health only.', code: 'NOT_FOUND' });
      return;
    }
    void isQueueUp()
      .catch(() => false)
      .then((up) => {
        const body: WorkerHealthBody = { status: up ? 'ok' : 'unavailable', role: 'worker', queue: up ? 'up' : 'down' };
        send(up ? 200 : 503, body);
      });
  });
}

export function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
