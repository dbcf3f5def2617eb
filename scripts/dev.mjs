#!/usr/bin/env node
/**
 * npm run dev: the API with reload on change (tsx watch, port 3001) and Vite's dev server with
 * hot reload on http://localhost:3000, which proxies /api to the API.
 */
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    // tsx applies only a tsconfig that includes the file; the root one just references projects.
    env: {
      // As the start scripts set them (src/server/start/process-env.ts, whose test reads this).
      MALLOC_ARENA_MAX: '2',
      UV_THREADPOOL_SIZE: '16',
      ...process.env,
      TSX_TSCONFIG_PATH: 'tsconfig.server.json',
      PORT: process.env.API_PORT ?? '3001',
      PUBLIC_URL: 'http://localhost:3000',
    },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://localhost:${process.env.API_PORT ?? '3001'}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
