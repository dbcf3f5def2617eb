import { useSyncExternalStore } from 'react';
import type { MediaUploader, MediaUploadState } from '@/lib/media-upload';

/** An uploader's state as it changes, for a screen that shows its progress. */
export function useUploadState(uploader: MediaUploader): MediaUploadState {
  return useSyncExternalStore(uploader.subscribe, uploader.state, uploader.state);
}
