import { describe, expect, it } from 'vitest';
import { createRunLimit } from './run-limit';

describe('a run limit', () => {
  it('runs at most its limit at once, the rest in the order they came, even when some fail', async () => {
    const limited = createRunLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (index: number) => async () => {
      started.push(index);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 + (index % 3) * 5));
      running -= 1;
      if (index === 1) throw new Error('render failed');
      return index;
    };
    const results = await Promise.allSettled(Array.from({ length: 7 }, (_, index) => limited(task(index))));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // The limit is whole again afterwards: two start at once.
    const again = [limited(task(10)), limited(task(11))];
    expect(running).toBe(2);
    await Promise.all(again);
  });
});
