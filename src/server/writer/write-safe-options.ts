import type { FastifyBaseLogger } from 'fastify';
import type { CardOption, WriterKind } from '../../shared/api/generate.js';
import { optionsPerCall } from '../../shared/creation-rules.js';
import { WriterFailure, type CardWriter, type WriteRequest } from './card-writer.js';
import { writeOffline } from './offline/offline-writer.js';
import { partitionSafe } from './safety-filter.js';

const sameOption = (a: CardOption, b: CardOption) => a.front === b.front && a.inside === b.inside && a.back === b.back;

export interface WrittenOptions {
  cardOptions: CardOption[];
  /** Who wrote them; 'fallback' when the model failed and the built-in writer stood in. */
  writer: WriterKind;
}

/** The writer's options, or none when a remote writer failed: the customer still gets options, and is told. */
async function writeOrFallBack(
  writer: CardWriter,
  request: WriteRequest,
  log?: FastifyBaseLogger,
): Promise<{ written: CardOption[]; writer: WriterKind }> {
  try {
    return { written: await writer.write(request), writer: writer.kind };
  } catch (error) {
    if (!(error instanceof WriterFailure)) throw error;
    log?.warn(
      { writer: writer.kind, reason: error.reason, detail: error.message },
      'card writer failed; the built-in writer answered',
    );
    return { written: [], writer: 'fallback' };
  }
}

/**
 * Asks the writer for options and passes every one through the roast-safety filter. Options it
 * stops, and all three when a remote writer fails, are replaced by offline-written ones (built
 * only from vetted lines and quotable words), so the customer always gets three, and never one
 * the filter refused.
 */
export async function writeSafeOptions(
  writer: CardWriter,
  request: WriteRequest,
  log?: FastifyBaseLogger,
): Promise<WrittenOptions> {
  const { written, writer: kind } = await writeOrFallBack(writer, request, log);
  const { safe, dropped } = partitionSafe(written, request.tone);
  if (dropped.length > 0) {
    log?.warn(
      { writer: writer.kind, dropped: dropped.map(({ verdict }) => verdict) },
      'safety filter replaced card options',
    );
  }
  const options = safe.slice(0, optionsPerCall);
  if (options.length < optionsPerCall) {
    const previousOptions = [...request.previousOptions, ...options];
    const replacements = partitionSafe(
      writeOffline({ ...request, previousOptions }, optionsPerCall),
      request.tone,
    ).safe;
    for (const option of replacements) {
      if (options.length >= optionsPerCall) break;
      if (!options.some((kept) => sameOption(kept, option))) options.push(option);
    }
  }
  return { cardOptions: options, writer: kind };
}
