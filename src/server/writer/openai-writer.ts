import type { CardOption } from '../../shared/api/generate.js';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';
import type { CardWriter, WriteRequest } from './card-writer.js';
import { retryReminder, systemPrompt, userContent } from './llm-prompt.js';
import { completionText, parseCardOptions } from './parse-llm-options.js';

interface LlmSettings {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama), without a trailing slash. */
  baseUrl: string;
  /** Sent as a Bearer token when set; local servers often need none. */
  apiKey: string | undefined;
  model: string;
  /** The whole call, retry included, ends with a 504 after this long. */
  timeoutMs: number;
}

type Message = { role: 'system' | 'user' | 'assistant'; content: unknown };

type Attempt =
  | { kind: 'options'; options: CardOption[] }
  | { kind: 'malformed'; text: string; problem: string }
  | { kind: 'failed'; problem: string; retry: boolean }
  | { kind: 'timeout' };

async function askOnce(
  settings: LlmSettings,
  messages: Message[],
  signal: AbortSignal,
  fetchImpl: typeof fetch,
): Promise<Attempt> {
  try {
    const response = await fetchImpl(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages,
        response_format: { type: 'json_object' },
        temperature: 0.9,
        max_tokens: 1500,
      }),
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      // Overload and server errors may pass; a refused key or unknown model will not.
      return {
        kind: 'failed',
        problem: `HTTP ${response.status}`,
        retry: response.status >= 500 || response.status === 429,
      };
    }
    const text = completionText(await response.json().catch(() => undefined));
    if (text === undefined) return { kind: 'malformed', text: '', problem: 'not a chat completion' };
    const options = parseCardOptions(text);
    return options ? { kind: 'options', options } : { kind: 'malformed', text, problem: 'no valid card options' };
  } catch (error) {
    if (signal.aborted) return { kind: 'timeout' };
    return { kind: 'failed', problem: `request failed: ${(error as Error).message}`, retry: true };
  }
}

/**
 * Any OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM, ...) with a vision
 * model: the picture goes as a data URL beside the description and tone, the answer must be
 * JSON card options. One retry for malformed output or a failing server; past the deadline a
 * 504, otherwise a 502, both with the customer-facing texts and the reason in the log only.
 */
export function createOpenAiWriter(settings: LlmSettings, fetchImpl: typeof fetch = fetch): CardWriter {
  return {
    kind: 'llm',
    async write(request: WriteRequest) {
      const signal = AbortSignal.timeout(settings.timeoutMs);
      const base: Message[] = [
        { role: 'system', content: systemPrompt },
        { role: 'user', content: userContent(request) },
      ];
      let messages = base;
      let problem = '';
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const outcome = await askOnce(settings, messages, signal, fetchImpl);
        if (outcome.kind === 'options') return outcome.options;
        if (outcome.kind === 'timeout') {
          throw new AppError('GATEWAY_TIMEOUT', uploadServerMessages.writerTimeout);
        }
        problem = outcome.problem;
        if (outcome.kind === 'failed' && !outcome.retry) break;
        if (outcome.kind === 'malformed') {
          messages = [...base, { role: 'assistant', content: outcome.text }, { role: 'user', content: retryReminder }];
        }
      }
      const error = new AppError('BAD_GATEWAY', uploadServerMessages.writerUnavailable);
      throw Object.assign(error, { cause: new Error(`card writer (${settings.model}) failed: ${problem}`) });
    },
  };
}
