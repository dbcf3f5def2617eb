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
            .nullable(),
        }),
      }),
    )
    .min(1),
});

/** The assistant's text from a chat completions answer, or undefined when the shape is wrong. */
export function completionText(body: unknown): string | undefined {
  const parsed = chatCompletionSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const content = parsed.data.choices[0]!.message.content;
  if (typeof content === 'string') return content;
  return content?.map((part) => part.text ?? '').join('');
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
