export interface TypingTimes {
  /** Milliseconds per keystroke, one per character typed. */
  keystrokes: number[];
  /** Milliseconds per layout of the card with a one-line inside text. */
  oneLine: number[];
}
export function typingTimes<T>(
  text: string,
  others: T,
  layout: (texts: T & { inside: string }) => unknown,
  now: () => number,
): TypingTimes;
export function p95(times: number[]): number;
