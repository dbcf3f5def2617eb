import type { CardOption } from '../../shared/api/generate.js';
import type { Tone } from '../../shared/creation-rules.js';
import type { PreparedPicture } from '../media/prepare-picture.js';

export interface WriteRequest {
  /** The customer's words about the memory, trimmed, at most 500 characters. */
  description: string;
  tone: Tone;
  picture: PreparedPicture;
  /** Options already shown (Load More): the new ones must be unlike them. */
  previousOptions: readonly CardOption[];
}

/**
 * Writes card text. Two implementations: the offline writer (embedded default, no keys) and
 * an OpenAI-compatible chat completions endpoint; services.ts picks one from the config.
 * Every option any writer returns passes the roast-safety filter before a customer sees it.
 */
export interface CardWriter {
  readonly kind: 'offline' | 'llm';
  /** Three options (optionsPerCall). A remote writer throws WriterFailure when it cannot give them. */
  write(request: WriteRequest): Promise<CardOption[]>;
}

/** Why a remote writer gave no usable options; each ends in the built-in writer's options. */
export type WriterFailureReason =
  | 'timeout' // no usable answer within LLM_TIMEOUT_MS
  | 'unavailable' // 429, 5xx or network errors past what the deadline allowed to retry
  | 'rejected' // a 4xx that retrying will not change: a refused key, an unknown model
  | 'refusal' // the model declined to write
  | 'malformed' // no valid options, even after the corrective retry
  | 'oversized'; // an answer larger than we read

/** A remote writer's failure: the reason is for the log, never for the customer. */
export class WriterFailure extends Error {
  override name = 'WriterFailure';

  constructor(
    readonly reason: WriterFailureReason,
    detail: string,
  ) {
    super(`card writer ${reason}: ${detail}`);
  }
}
