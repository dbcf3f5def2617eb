/**
 * Per-keystroke layout times while `text` is typed into the inside text one character at a
 * time, the whole card laid out after each, and the same for a one-line inside text (the
 * baseline). Chromium's timer ticks in 0.1 ms, so each keystroke's layout is timed over 5 runs
 * and each baseline sample over 50. A first pass warms the JIT and the width caches, as the
 * editor's first seconds would.
 */
export function typingTimes(text, others, layout, now) {
  const chars = [...text];
  const pass = () => {
    const times = [];
    for (let count = 1; count <= chars.length; count += 1) {
      const inside = chars.slice(0, count).join('');
      const start = now();
      for (let repeat = 0; repeat < 5; repeat += 1) layout({ ...others, inside });
      times.push((now() - start) / 5);
    }
    return times;
  };
  pass();
  const keystrokes = pass();
  const oneLine = [];
  for (let sample = 0; sample < 200; sample += 1) {
    const start = now();
    for (let repeat = 0; repeat < 50; repeat += 1) layout({ ...others, inside: 'With love, Sam' });
    oneLine.push((now() - start) / 50);
  }
  return { keystrokes, oneLine };
}

export function p95(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}
