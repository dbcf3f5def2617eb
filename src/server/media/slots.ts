/**
 * At most `count` runs of heavy work at once; the rest wait in order. Each caller keeps its own
 * slots, so a burst of one kind of work does not queue behind another kind.
 */
export function createSlots(count: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function withSlot<T>(run: () => Promise<T>): Promise<T> {
    if (running >= count) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await run();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
