import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { openLogStream } from '../shutdown.js';
import { sweepTempFolders } from '../temp-folders.js';
import { missingProcessEnv } from './process-env.js';

/** What main.ts hands the role it starts. */
export interface StartContext {
  /** Read and checked; authSecret is set (AUTH_SECRET, or the development secret for `all`). */
  config: Config & { authSecret: string };
  logStream: ReturnType<typeof openLogStream>;
  /** Flushes the log and ends the process with this code. */
  exit: (code: number) => Promise<void>;
}

/** Runs `stop` once on the first SIGTERM or SIGINT, then exits 0 when it reports a clean stop, 1 otherwise. */
export function onStopSignal(context: StartContext, stop: (signal: NodeJS.Signals) => Promise<boolean>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void stop(signal).then((clean) => context.exit(clean ? 0 : 1));
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}

/** Removes temp folders a crashed process left (temp-folders.ts); a failure only warns. */
export async function sweepCrashedTempFolders(logger: FastifyBaseLogger): Promise<void> {
  const swept = await sweepTempFolders().catch((error: unknown) => {
    logger.warn({ err: error }, 'temp folders could not be swept');
    return 0;
  });
  if (swept > 0) logger.info({ swept }, 'removed temp folders left by a crash');
}

/** Says once, at start, which of the start scripts' variables this process was started without. */
export function warnOfMissingProcessEnv(logger: FastifyBaseLogger): void {
  const missing = missingProcessEnv();
  if (missing.length > 0) {
    logger.warn(
      { missing },
      'started without the environment the start scripts set (see process-env.ts): renders use more memory, or page files wait behind them',
    );
  }
}
