import { generateEndpoints } from '@shared/api/generate-endpoints';
import type { CardOption, GenerateByMedia, GenerateResponse } from '@shared/api/generate';
import { clientKeyHeader } from '@shared/api/uploads';
import type { Tone } from '@shared/creation-rules';
import { ApiError, apiFetch, readJson, requestUrl } from '@/lib/api';
import { uploadClientKey } from '@/lib/creation-session/client-key';

export interface GenerateRequest {
  file: File;
  /** The file's finished resumable upload: sent instead of the file when there is one. */
  mediaId?: string;
  memoryDescription: string;
  tone: Tone;
  /** Options already shown, so Load More writes new ones unlike them. */
  previousOptions?: CardOption[];
}

/**
 * Three card options for the memory, words and tone: by media id when the file is uploaded
 * already (JSON, no file), else, or when that upload has expired, with the file (multipart).
 * Not request(): the contract has no body schema, because the multipart form cannot have one.
 */
export async function generateMessages(request: GenerateRequest, signal?: AbortSignal): Promise<GenerateResponse> {
  const contract = generateEndpoints.generateMessages;
  if (request.mediaId) {
    const body: GenerateByMedia = {
      mediaId: request.mediaId,
      memoryDescription: request.memoryDescription,
      tone: request.tone,
      previousOptions: request.previousOptions ?? [],
    };
    try {
      const response = await apiFetch(requestUrl(contract), {
        method: contract.method,
        headers: { 'content-type': 'application/json', [clientKeyHeader]: uploadClientKey() },
        body: JSON.stringify(body),
        signal: signal ?? null,
      });
      return contract.response.parse(await readJson<unknown>(response));
    } catch (error) {
      // Gone (expired) or not finished: the file itself still works.
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 409)) throw error;
    }
  }
  const body = new FormData();
  body.append('memoryDescription', request.memoryDescription);
  body.append('tone', request.tone);
  if (request.previousOptions?.length) body.append('previousOptions', JSON.stringify(request.previousOptions));
  // Text fields first, so a server streaming the parts knows them before the file arrives.
  body.append('memory', request.file, request.file.name);
  // No content-type header: the browser writes the multipart boundary itself.
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
