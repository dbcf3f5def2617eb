import { vi } from 'vitest';

/**
 * For a test whose failure path logs on purpose (the screens log what they toast): keeps the
 * run's output for the errors nobody expected. The web project restores the spy after the test.
 */
export function hushExpectedErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}
