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
  /** Three options (optionsPerCall). May throw AppError (502/504) when a remote writer fails. */
  write(request: WriteRequest): Promise<CardOption[]>;
}
