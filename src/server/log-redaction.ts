/**
 * What may reach the log. Logs are kept longer and read by more people than the database, so
 * no e-mail address and no password hash goes there, whatever an error or a message carries:
 * database errors keep their SQL state and constraint but never their parameters, and every
 * string is scrubbed of addresses and hashes on its way out.
 */

const emailAddress = /[a-z0-9._%+-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
// The stored form of hashPassword (security/tokens.ts): scrypt$N$r$p$salt$key.
const passwordHash = /scrypt\$[^\s"',]*/g;

export function scrubText(text: string): string {
  // Most lines hold neither; three substring checks cost far less than two regex passes.
  if (!text.includes('@') && !text.includes('%40') && !text.includes('scrypt$')) return text;
  return text.replace(emailAddress, '[email]').replace(passwordHash, '[password hash]');
}

/** String literals in SQL text are values, not structure. */
function maskSqlLiterals(sql: string): string {
  return sql.replace(/'(?:[^']|'')*'/g, "'…'");
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  /** PostgreSQL's SQLSTATE (e.g. 23505), from the database error itself or its cause. */
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
  errors?: LoggedError[];
}

type ErrorFields = Error & Record<string, unknown>;

/** The driver's error (pg or PGlite): it has a severity and a five-character SQLSTATE. */
function isDatabaseError(error: ErrorFields): boolean {
  return typeof error.severity === 'string' && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
}

/** Drizzle's DrizzleQueryError: `Failed query: <sql>\nparams: <values>`, with .query and .params. */
function isFailedQuery(error: ErrorFields): error is ErrorFields & { query: string } {
  return typeof error.query === 'string' && 'params' in error;
}

const stringField = (value: unknown) => (typeof value === 'string' ? scrubText(value) : undefined);

function describeMessage(error: ErrorFields): string {
  // PGlite's own error also carries .query and .params; its message is the database's.
  if (isFailedQuery(error) && !isDatabaseError(error))
    return `Failed query: ${scrubText(maskSqlLiterals(error.query))}`;
  // Anything after a "params:" line is a list of values, whoever wrote it.
  return scrubText(String(error.message ?? '').replace(/\n\s*params:[\s\S]*$/, ''));
}

/** The frames of the stack under a first line we write ourselves (the original repeats the message). */
function describeStack(error: ErrorFields, type: string, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return scrubText([`${type}: ${message}`, ...frames].join('\n'));
}

function serialize(error: ErrorFields, depth: number): LoggedError {
  const database = isDatabaseError(error);
  // PGlite's bundle minifies its class names.
  const type = database ? 'DatabaseError' : error.constructor?.name || error.name || 'Error';
  const message = describeMessage(error);
  const logged: LoggedError = { type, message, stack: describeStack(error, type, message) };
  if (typeof error.code === 'string' && !database) logged.code = scrubText(error.code);
  if (typeof error.statusCode === 'number') logged.statusCode = error.statusCode;
  if (database) {
    logged.sqlState = error.code as string;
    logged.constraint = stringField(error.constraint);
    logged.table = stringField(error.table);
    logged.column = stringField(error.column);
  }
  if (depth < 4 && error.cause instanceof Error) {
    logged.cause = serialize(error.cause as ErrorFields, depth + 1);
    // The database's own fields, lifted to the top where a reader of the log looks first.
    logged.sqlState ??= logged.cause.sqlState;
    logged.constraint ??= logged.cause.constraint;
    logged.table ??= logged.cause.table;
    logged.column ??= logged.cause.column;
  }
  if (depth < 4 && Array.isArray(error.errors)) {
    logged.errors = error.errors
      .filter((inner): inner is Error => inner instanceof Error)
      .slice(0, 5)
      .map((inner) => serialize(inner as ErrorFields, depth + 1));
  }
  for (const key of Object.keys(logged) as (keyof LoggedError)[]) if (logged[key] === undefined) delete logged[key];
  return logged;
}

/**
 * An error as the log may hold it: an allow-list of fields (no .params, .detail or .query
 * values), messages and stacks scrubbed. Anything else passes through {@link scrubValue}.
 */
export function serializeError(value: unknown): unknown {
  return value instanceof Error ? serialize(value as ErrorFields, 0) : scrubValue(value);
}

/** Fields that hold a credential wherever they appear (a plugin may log the headers it was given). */
const credentialKeys = new Set(['authorization', 'cookie', 'set-cookie', 'password', 'passwordhash', 'password_hash']);

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A value about to be logged: strings scrubbed, errors serialized, plain objects and arrays
 * walked, credential fields replaced. Other objects (a Fastify request, a reply) are left to their serializers.
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return serialize(value as ErrorFields, 0);
  if (depth >= 6) return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => scrubValue(item, depth + 1));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (!isPlainObject(value)) return value;
  // Copied only when something changes: most log objects pass through untouched.
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    const item = value[key];
    const scrubbed = credentialKeys.has(key.toLowerCase()) ? '[redacted]' : scrubValue(item, depth + 1);
    if (scrubbed !== item) (copy ??= { ...value })[key] = scrubbed;
  }
  return copy ?? value;
}
