import { generateEndpoints } from '@shared/api/generate-endpoints';
import type { CardOption, GenerateResponse } from '@shared/api/generate';
import type { Tone } from '@shared/creation-rules';
import { ApiError, apiFetch, readJson, requestUrl } from '@/lib/api';

export interface GenerateRequest {
  file: File;
  memoryDescription: string;
  tone: Tone;
  /** Options already shown, so Load More writes new ones unlike them. */
  previousOptions?: CardOption[];
}

/** Multipart, so not request(): three card options for the memory, words and tone. */
export async function generateMessages(request: GenerateRequest, signal?: AbortSignal): Promise<GenerateResponse> {
  const body = new FormData();
  body.append('memoryDescription', request.memoryDescription);
  body.append('tone', request.tone);
  if (request.previousOptions?.length) body.append('previousOptions', JSON.stringify(request.previousOptions));
  // Text fields first, so a server streaming the parts knows them before the file arrives.
  body.append('memory', request.file, request.file.name);
  // No content-type header: the browser writes the multipart boundary itself.
  const contract = generateEndpoints.generateMessages;
  const response = await apiFetch(requestUrl(contract), { method: contract.method, body, signal: signal ?? null });
  return contract.response.parse(await readJson<unknown>(response));
}

/** The toast text for a failed generation: the server's own words when it sent some, else the spec's fallback. */
export function generationErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const message = (error.body as { error?: unknown }).error;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
