import { authRules } from '@shared/auth-rules';

/** Codes are digits only and capped at the code length. */
export function codeDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, authRules.codeLength);
}

/**
 * Writes typed or pasted digits into the boxes from `start` on, keeping the other boxes.
 * Returns the new boxes and the box to focus next.
 */
export function fillBoxes(boxes: readonly string[], start: number, input: string): { boxes: string[]; focus: number } {
  const digits = input.replace(/\D/g, '').slice(0, boxes.length - start);
  const next = [...boxes];
  for (let offset = 0; offset < digits.length; offset += 1) next[start + offset] = digits[offset] ?? '';
  const focus = Math.min(start + digits.length, boxes.length - 1);
  return { boxes: next, focus };
}
