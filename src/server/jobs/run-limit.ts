/**
 * At most `limit` calls of `run` at once in this process; the rest wait their turn, in order.
 * pg-boss counts a worker slot free again when its job expires, while the expired handler goes
 * on running, so its slots alone do not bound the work: this does.
 */
export function createRunLimit(limit: number): <T>(run: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (run) => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await run();
    } finally {
      // The slot passes straight to the next in line, so nobody overtakes it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
