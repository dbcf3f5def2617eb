import { z } from 'zod';
import { cardOptionSchema, type CardOption } from '../../shared/api/generate.js';
import { optionsPerCall } from '../../shared/creation-rules.js';

const chatCompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z
            .union([z.string(), z.array(z.object({ type: z.string(), text: z.string().optional() }))])
            .nullish(),
          // Structured outputs: a model that declines says why here instead of answering.
          refusal: z.string().nullish(),
        }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

/** What the assistant said: its text, a refusal, or nothing we can read as a chat completion. */
export type CompletionAnswer =
  { kind: 'text'; text: string } | { kind: 'refusal'; reason: string } | { kind: 'not-a-completion' };

export function readCompletion(body: unknown): CompletionAnswer {
  const parsed = chatCompletionSchema.safeParse(body);
  if (!parsed.success) return { kind: 'not-a-completion' };
  const { message, finish_reason: finishReason } = parsed.data.choices[0]!;
  if (message.refusal?.trim()) return { kind: 'refusal', reason: message.refusal.trim() };
  // A provider's own filter stopped the answer: asking again the same way would not help.
  if (finishReason === 'content_filter') return { kind: 'refusal', reason: 'content filter' };
  const { content } = message;
  if (typeof content === 'string') return { kind: 'text', text: content };
  if (Array.isArray(content)) return { kind: 'text', text: content.map((part) => part.text ?? '').join('') };
  return { kind: 'not-a-completion' };
}

/**
 * The card options in a model's answer, or undefined when it did not give enough valid ones.
 * Models wrap JSON in code fences or return a bare list despite instructions; both are accepted.
 * Options that break the length rules are dropped rather than trimmed mid-sentence.
 */
export function parseCardOptions(text: string): CardOption[] | undefined {
  const unfenced = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let data: unknown;
  try {
    data = JSON.parse(unfenced);
  } catch {
    return undefined;
  }
  const list = Array.isArray(data) ? data : (data as { cardOptions?: unknown } | null)?.cardOptions;
  if (!Array.isArray(list)) return undefined;
  const options = list.flatMap((item) => {
    const option = cardOptionSchema.safeParse(trimmed(item));
    return option.success ? [option.data] : [];
  });
  return options.length >= optionsPerCall ? options.slice(0, optionsPerCall) : undefined;
}

function trimmed(item: unknown): unknown {
  if (!item || typeof item !== 'object') return item;
  return Object.fromEntries(
    Object.entries(item).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  );
}
