import { setTimeout as sleep } from 'node:timers/promises';
import { WriterFailure, type CardWriter, type WriteRequest } from './card-writer.js';
import { retryReminder, systemPrompt, userContent } from './llm-prompt.js';
import { askOnce, type Attempt, type LlmSettings, type Message, type ResponseFormat } from './llm-request.js';

export type { LlmSettings } from './llm-request.js';

/**
 * Waits between tries of an overloaded or failing server: exponential from half a second, with
 * jitter so many app instances do not knock again in step, at most four retries. The deadline
 * cuts this short: a wait that would end past it is not started.
 */
const backoff = { firstMs: 500, maxMs: 8_000, maxRetries: 4 };

/** Half the exponential step fixed, half random ("equal jitter"). */
function backoffMs(retry: number): number {
  const step = Math.min(backoff.maxMs, backoff.firstMs * 2 ** retry);
  return step / 2 + (Math.random() * step) / 2;
}

/** The server answered the call (2xx), whatever it said. */
const answered = (outcome: Attempt) =>
  outcome.kind === 'options' ||
  outcome.kind === 'malformed' ||
  outcome.kind === 'refusal' ||
  outcome.kind === 'oversized';

/**
 * Any OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM, ...) with a vision
 * model: the picture goes as a data URL beside the description and tone; the answer is held to
 * a JSON schema where the server supports structured outputs, and always checked against the
 * shared card option schema. Malformed output gets one corrective retry; 429, 5xx and network
 * errors are retried with backoff, all within `timeoutMs`. Anything else ends in WriterFailure,
 * and the caller gives the customer the built-in writer's options instead.
 */
export function createOpenAiWriter(settings: LlmSettings, fetchImpl: typeof fetch = fetch): CardWriter {
  // Learned once per writer: a server that refused the schema but answered JSON mode has no
  // structured outputs, so later calls go straight to JSON mode instead of failing first.
  let preferred: ResponseFormat = 'json_schema';
  const fail = (reason: WriterFailure['reason'], problem: string) =>
    new WriterFailure(reason, `${settings.model}: ${problem}`);

  return {
    kind: 'llm',
    async write(request: WriteRequest) {
      const deadline = Date.now() + settings.timeoutMs;
      const signal = AbortSignal.timeout(settings.timeoutMs);
      const base: Message[] = [
        { role: 'system', content: systemPrompt },
        { role: 'user', content: userContent(request) },
      ];
      let messages = base;
      let format = preferred;
      let corrected = false;
      let retries = 0;
      for (;;) {
        const outcome = await askOnce(settings, { messages, format }, signal, fetchImpl);
        if (format !== preferred && answered(outcome)) preferred = format;
        switch (outcome.kind) {
          case 'options':
            return outcome.options;
          case 'timeout':
            throw fail('timeout', `no usable answer within ${settings.timeoutMs} ms`);
          case 'refusal':
          case 'oversized':
            throw fail(outcome.kind, outcome.problem);
          case 'format-rejected':
            format = 'json_object';
            continue;
          case 'malformed':
            if (corrected) throw fail('malformed', `${outcome.problem}, twice`);
            corrected = true;
            messages = [
              ...base,
              { role: 'assistant', content: outcome.text },
              { role: 'user', content: retryReminder },
            ];
            continue;
          case 'failed': {
            if (!outcome.retry) throw fail('rejected', outcome.problem);
            const wait = outcome.retryAfterMs ?? backoffMs(retries);
            if (retries >= backoff.maxRetries || Date.now() + wait >= deadline) {
              throw fail('unavailable', `${outcome.problem} (after ${retries} retries)`);
            }
            retries += 1;
            const slept = await sleep(wait, true, { signal }).catch(() => false);
            if (!slept) throw fail('timeout', `no usable answer within ${settings.timeoutMs} ms`);
          }
        }
      }
    },
  };
}
