/** Reads a file as a data URL; rejects when the browser cannot read it (moved, revoked, unreadable). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('No data URL was produced'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * The length of the data URL a file would become, without reading it: base64 turns every
 * 3 bytes into 4 characters. Lets a big video skip the read entirely.
 */
export function dataUrlLength(file: { type: string; size: number }): number {
  return `data:${file.type || 'application/octet-stream'};base64,`.length + Math.ceil(file.size / 3) * 4;
}

/**
 * Rebuilds a File from a stored data URL. Decoded by hand: the page's content security policy
 * does not let fetch() open data: URLs. Throws on anything that is not a base64 data URL.
 */
export function dataUrlToFile(dataUrl: string, name: string, fallbackType: string): File {
  const match = /^data:([^;,]*)(?:;[^;,]*)*;base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('The stored file is not a base64 data URL');
  const binary = atob(match[2] ?? '');
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new File([bytes], name, { type: match[1] || fallbackType });
}
