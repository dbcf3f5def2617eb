import { apiFetch } from '@/lib/api';

/** The name the server gave the file (Content-Disposition), else ours. */
function fileName(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  if (!match?.[1]) return fallback;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Downloads an admin file. The API takes the admin's Bearer token, which a plain link cannot
 * send, so the file is fetched with it and handed to the browser as a download from memory.
 * Answers the response, whose headers may say more (the labels' flagged orders).
 */
export async function downloadFile(href: string, fallbackName: string): Promise<Response> {
  const response = await apiFetch(href);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName(response, fallbackName);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has started the download once click() returns; the memory goes a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return response;
}
