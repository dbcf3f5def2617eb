import { loadOrCreateDevSecret } from './auth/dev-secret.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { scrubText } from './log-redaction.js';
import { processRoles, roleRefusal, type ProcessRole } from './process-role.js';
import { endLogStream, openLogStream } from './shutdown.js';

// Module-wide so that every way out, a failed start included, can wait for the last lines.
const logStream = openLogStream();
const logFlushTimeoutMs = 5_000;

/** Refuses to start with one line on stderr, before anything is opened. */
function refuse(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

/** `node main.js` runs everything (npm start); `web` and `worker` run one part (start:web, start:worker). */
function readRole(): ProcessRole {
  const given = process.argv[2] ?? 'all';
  const role = processRoles.find((name) => name === given);
  return role ?? refuse(`Unknown role "${given}": expected one of ${processRoles.join(', ')}`);
}

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) refuse(error.message);
    throw error;
  }
}

async function main(): Promise<void> {
  const role = readRole();
  const parsed = readConfigOrExit();
  const refusal = roleRefusal(role, parsed);
  if (refusal) refuse(refusal);
  // Only `all` gets here without AUTH_SECRET: a single development process keeps its own.
  const config = { ...parsed, authSecret: parsed.authSecret ?? (await loadOrCreateDevSecret(parsed.dataDir)) };
  const exit = async (code: number) => {
    await endLogStream(logStream, logFlushTimeoutMs);
    process.exit(code);
  };
  // Loaded only now: a refusal answers at once, without compiling or opening the whole server.
  if (role === 'worker') {
    const { runWorker } = await import('./start/run-worker.js');
    await runWorker({ config, logStream, exit });
  } else {
    const { serveHttp } = await import('./start/serve-http.js');
    await serveHttp({ role, config, logStream, exit });
  }
}

main().catch(async (error: unknown) => {
  // Not through the logger, which may not exist yet; scrubbed like every log line.
  process.stderr.write(
    `Keepsake failed to start: ${scrubText(error instanceof Error ? error.message : String(error))}\n`,
  );
  await endLogStream(logStream, logFlushTimeoutMs);
  process.exit(1);
});
