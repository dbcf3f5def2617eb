import type { CardOption } from '../../shared/api/generate.js';
import { cardOptionsJsonSchema } from './llm-prompt.js';
import { parseCardOptions, readCompletion } from './parse-llm-options.js';

export interface LlmSettings {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama), without a trailing slash. */
  baseUrl: string;
  /** Sent as a Bearer token when set; local servers often need none. */
  apiKey: string | undefined;
  model: string;
  /** The whole call, every retry and wait included; past it the built-in writer answers instead. */
  timeoutMs: number;
}

export type Message = { role: 'system' | 'user' | 'assistant'; content: unknown };

/** Structured output where the server has it, JSON mode (parse and validate ourselves) where not. */
export type ResponseFormat = 'json_schema' | 'json_object';

/**
 * Three options take about 1.5 kB of JSON; a chat completion around them stays far below this.
 * Anything larger is a model run away or a server gone wrong, and is not read further.
 */
export const answerByteCap = 64 * 1024;
/** An error body is read only for a short line in the log. */
const errorByteCap = 4 * 1024;

/** One call's outcome. 'format-rejected' and 'failed' are the server's; the rest are answers. */
export type Attempt =
  | { kind: 'options'; options: CardOption[] }
  | { kind: 'malformed'; text: string; problem: string }
  | { kind: 'refusal'; problem: string }
  | { kind: 'oversized'; problem: string }
  | { kind: 'format-rejected'; problem: string }
  | { kind: 'failed'; problem: string; retry: boolean; retryAfterMs: number | undefined }
  | { kind: 'timeout' };

/** The body as text, or undefined once it grows past `cap` bytes (the rest is never read). */
async function readCapped(response: Response, cap: number): Promise<string | undefined> {
  if (Number(response.headers.get('content-length') ?? 0) > cap) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Retry-After in seconds (or an HTTP date), as milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header?.trim()) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

async function serverFailure(response: Response, settings: LlmSettings, format: ResponseFormat): Promise<Attempt> {
  const body = (await readCapped(response, errorByteCap).catch(() => undefined)) ?? '';
  // The server's own words help whoever reads the log; a key it echoes back must not reach it.
  const said = (settings.apiKey ? body.split(settings.apiKey).join('[key]') : body).replace(/\s+/g, ' ').slice(0, 200);
  const problem = `HTTP ${response.status}${said ? `: ${said}` : ''}`;
  // Servers without structured outputs refuse the request itself; JSON mode may still work.
  if (format === 'json_schema' && (response.status === 400 || response.status === 422)) {
    return { kind: 'format-rejected', problem };
  }
  // Overload and server errors may pass; a refused key or unknown model will not.
  const retry = response.status === 429 || response.status === 408 || response.status >= 500;
  return { kind: 'failed', problem, retry, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
}

function requestBody(settings: LlmSettings, messages: Message[], format: ResponseFormat) {
  return JSON.stringify({
    model: settings.model,
    messages,
    response_format:
      format === 'json_schema' ? { type: 'json_schema', json_schema: cardOptionsJsonSchema } : { type: 'json_object' },
    temperature: 0.9,
    max_tokens: 1500,
  });
}

/** One chat completions call, read and judged; never throws. */
export async function askOnce(
  settings: LlmSettings,
  call: { messages: Message[]; format: ResponseFormat },
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
      body: requestBody(settings, call.messages, call.format),
      signal,
    });
    if (!response.ok) return await serverFailure(response, settings, call.format);
    const raw = await readCapped(response, answerByteCap);
    if (raw === undefined) return { kind: 'oversized', problem: `answer larger than ${answerByteCap} bytes` };
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return { kind: 'malformed', text: '', problem: 'the body is not JSON' };
    }
    const answer = readCompletion(json);
    if (answer.kind === 'refusal') return { kind: 'refusal', problem: `refused: ${answer.reason.slice(0, 200)}` };
    if (answer.kind === 'not-a-completion') return { kind: 'malformed', text: '', problem: 'not a chat completion' };
    const options = parseCardOptions(answer.text);
    return options
      ? { kind: 'options', options }
      : { kind: 'malformed', text: answer.text, problem: 'no valid card options' };
  } catch (error) {
    if (signal.aborted) return { kind: 'timeout' };
    return {
      kind: 'failed',
      problem: `request failed: ${(error as Error).message}`,
      retry: true,
      retryAfterMs: undefined,
    };
  }
}
