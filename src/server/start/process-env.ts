/**
 * What every Keepsake process needs in its environment before Node starts: both are read once,
 * before any of our code runs, so setting them from here would be too late. package.json's start
 * scripts set them (process-env.test.ts holds the scripts to this list), and so does every test
 * and benchmark that starts a server.
 *
 * - `MALLOC_ARENA_MAX=2`: glibc gives every thread that allocates its own malloc arena, libvips'
 *   threads leave them fragmented, and a render's peak memory is ~100 MB higher without it.
 * - `UV_THREADPOOL_SIZE=16`: sharp runs each image pipeline on a thread of libuv's pool, which
 *   file reads, scrypt and zlib share. With the default 4, a render's pipelines take every thread
 *   and a page file's reads wait behind them: 460 ms for one beside four busy pipelines against
 *   0.1 to 0.3 ms with 16 threads (`npm run bench threadPool`), and a first page visit during a
 *   render still showed "Loading page" after 10 s on a loaded machine. An idle thread costs only
 *   its stack.
 */
export const processEnv = { MALLOC_ARENA_MAX: '2', UV_THREADPOOL_SIZE: '16' } as const;

/** The variables of `processEnv` this process started without (or with another value). */
export function missingProcessEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return Object.entries(processEnv)
    .filter(([name, value]) => env[name] !== value)
    .map(([name, value]) => `${name}=${value}`);
}
