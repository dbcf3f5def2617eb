import { useSyncExternalStore } from 'react';
import { mediaUploadState, subscribeToMediaUpload } from '@/lib/creation-session/media-upload';
import type { MediaUploadState } from '@/lib/media-upload';

/** The memory's upload as it goes on in the background (lib/creation-session/media-upload.ts). */
export function useMediaUpload(): MediaUploadState {
  return useSyncExternalStore(subscribeToMediaUpload, mediaUploadState, mediaUploadState);
}
