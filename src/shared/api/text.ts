/* eslint-disable no-control-regex -- matching control characters is what this module is for */
import { z } from 'zod';

/**
 * Every string the API accepts goes through one of these builders. PostgreSQL refuses NUL in
 * `text` and a UTF-16 half without its partner in `jsonb`, so such input used to surface as a
 * 500 deep in a query; no real name, card text or token contains them, so they are refused at
 * the door with a 400 that names the field. Refused rather than stripped: the web forms share
 * these schemas, so a pasted control character is pointed out where it was typed, and nothing
 * the customer sent is silently changed.
 */
export const unsafeTextMessage = 'contains control characters or broken Unicode that we cannot store';

// With the `u` flag a correctly paired surrogate is one code point, so the surrogate range
// matches only a lone half.
const controlsOrLoneSurrogates = /[\u0000-\u001F\u007F\uD800-\uDFFF]/u;
const controlsButWhitespaceOrLoneSurrogates = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/u;

/** True when the text holds no C0 control character, DEL or lone surrogate (tab, CR and LF allowed when multi-line). */
export function isSafeText(value: string, options: { multiLine?: boolean } = {}): boolean {
  return !(options.multiLine ? controlsButWhitespaceOrLoneSurrogates : controlsOrLoneSurrogates).test(value);
}

/**
 * What a text that is not typed by hand but must still be stored (an uploaded file's name)
 * becomes: control characters dropped, lone surrogates replaced by U+FFFD.
 */
export function cleanText(value: string): string {
  return value.replace(/[\u0000-\u001F\u007F]/gu, '').replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
}

type StringParams = Parameters<typeof z.string>[0];

/** One line of text: names, addresses, identifiers, tokens, query values. */
export const singleLine = (params?: StringParams) =>
  z.string(params).refine((value) => isSafeText(value), { message: unsafeTextMessage, abort: true });

/** Text that may run over several lines (card texts, descriptions, notes): keeps tab and line breaks. */
export const multiLine = (params?: StringParams) =>
  z.string(params).refine((value) => isSafeText(value, { multiLine: true }), {
    message: unsafeTextMessage,
    abort: true,
  });
