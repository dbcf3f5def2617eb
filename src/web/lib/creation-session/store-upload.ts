import type { StoredUpload } from '@shared/creation-session';
import { uploadLimits } from '@shared/creation-rules';
import { saveStoredUpload, startNewCard } from './creation-storage';
import { dataUrlLength, readAsDataUrl } from './file-data';
import { clearGlobalFile, setGlobalFile } from './global-file';

export class UnreadableFileError extends Error {
  override name = 'UnreadableFileError';
}

export class StorageFailedError extends Error {
  override name = 'StorageFailedError';
}

interface StoreOptions {
  now?: number;
  isMobileUpload?: boolean;
  readDataUrl?: (file: File) => Promise<string>;
}

function serializedSize(upload: StoredUpload): number {
  return JSON.stringify(upload).length;
}

/**
 * Keeps the chosen file for the next screens: as a data URL in session
 * storage while the record stays within 4 MB, otherwise in memory with a record naming it.
 * Storage that is full falls back to memory too; only storage that refuses even the small
 * record is a failure. Starts a new card: old options and choices are forgotten.
 */
export async function storeUpload(file: File, options: StoreOptions = {}): Promise<StoredUpload> {
  const threshold = uploadLimits.sessionStorageThresholdBytes;
  const base = {
    name: file.name,
    type: file.type,
    size: file.size,
    timestamp: options.now ?? Date.now(),
    isMobileUpload: options.isMobileUpload ?? false,
    requiresReupload: false,
  };
  const inMemory: StoredUpload = { ...base, data: '', dataUrl: false, isLargeFile: true, useGlobalFile: true };

  let record = inMemory;
  if (dataUrlLength(file) < threshold) {
    let data: string;
    try {
      data = await (options.readDataUrl ?? readAsDataUrl)(file);
    } catch (error) {
      throw new UnreadableFileError('The file could not be read', { cause: error });
    }
    const inline: StoredUpload = { ...base, data, dataUrl: true, isLargeFile: false, useGlobalFile: false };
    if (serializedSize(inline) <= threshold) record = inline;
  }

  startNewCard();
  if (record.useGlobalFile) setGlobalFile(file);
  else clearGlobalFile();
  try {
    saveStoredUpload(record);
    return record;
  } catch (error) {
    if (record === inMemory) throw new StorageFailedError('The upload could not be stored', { cause: error });
  }
  // The data URL did not fit in what storage has left: keep the file in memory instead.
  setGlobalFile(file);
  try {
    saveStoredUpload(inMemory);
    return inMemory;
  } catch (error) {
    clearGlobalFile();
    throw new StorageFailedError('The upload could not be stored', { cause: error });
  }
}
