import { apiRequest, readJson } from '@/lib/api';

/** POSTs a JSON body to one of our endpoints and reads the JSON answer; non-OK answers throw ApiError. */
export async function postJson<T>(path: string, body?: unknown): Promise<T> {
  return readJson<T>(await apiRequest('POST', path, body));
}
