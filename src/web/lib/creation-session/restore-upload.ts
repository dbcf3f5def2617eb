import type { StoredUpload } from '@shared/creation-session';
import { dataUrlToFile } from './file-data';
import { getGlobalFile, matchGlobalFile } from './global-file';

type RestoredUpload =
  | { status: 'ok'; file: File }
  /** The in-memory file is gone (e.g. after a reload): the large file must be chosen again. */
  | { status: 'missing' }
  /** Another file is in memory, or the record was already marked for re-upload. */
  | { status: 'mismatch' }
  /** The stored data cannot be turned back into a file. */
  | { status: 'broken' };

/** Turns the stored record back into the File to send (/create/options). */
export function restoreUpload(upload: StoredUpload): RestoredUpload {
  if (upload.requiresReupload) return { status: 'mismatch' };
  if (upload.useGlobalFile) {
    const file = matchGlobalFile(upload);
    if (file) return { status: 'ok', file };
    return getGlobalFile() ? { status: 'mismatch' } : { status: 'missing' };
  }
  try {
    const file = dataUrlToFile(upload.data, upload.name, upload.type);
    // A truncated or edited data URL decodes to other bytes than the customer chose.
    return file.size === upload.size ? { status: 'ok', file } : { status: 'broken' };
  } catch {
    return { status: 'broken' };
  }
}
