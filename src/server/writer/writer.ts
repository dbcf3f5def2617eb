/** What other capabilities may use of the card writer: its interface and the safety-checked call. */
export type { CardWriter } from './card-writer.js';
export { writeSafeOptions } from './write-safe-options.js';
export { checkText } from './safety-filter.js';
