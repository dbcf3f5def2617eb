/**
 * Files too big for session storage stay here, in memory, for as long as this window lives. A
 * reload forgets them; the stored record's name and size tell us which
 * file we expected, so a stale or different file is never sent in its place.
 */
let globalFile: File | null = null;

export function setGlobalFile(file: File): void {
  globalFile = file;
}

export function getGlobalFile(): File | null {
  return globalFile;
}

export function clearGlobalFile(): void {
  globalFile = null;
}

/** The in-memory file when it is the one the record describes, else null. */
export function matchGlobalFile(expected: { name: string; size: number }): File | null {
  if (!globalFile) return null;
  return globalFile.name === expected.name && globalFile.size === expected.size ? globalFile : null;
}
