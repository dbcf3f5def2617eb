import type { FastifyBaseLogger } from 'fastify';
import type { CardOption } from '../../shared/api/generate.js';
import { optionsPerCall } from '../../shared/creation-rules.js';
import type { CardWriter, WriteRequest } from './card-writer.js';
import { writeOffline } from './offline/offline-writer.js';
import { partitionSafe } from './safety-filter.js';

const sameOption = (a: CardOption, b: CardOption) => a.front === b.front && a.inside === b.inside && a.back === b.back;

/**
 * Asks the writer for options and passes every one through the roast-safety filter. Options it
 * stops are replaced by offline-written ones (built only from vetted lines and quotable words),
 * so the customer always gets three, and never one the filter refused.
 */
export async function writeSafeOptions(
  writer: CardWriter,
  request: WriteRequest,
  log?: FastifyBaseLogger,
): Promise<CardOption[]> {
  const written = await writer.write(request);
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
  return options;
}
