import { creationMessages, uploadServerMessages } from '@shared/creation-messages';
import { isAcceptedUpload, uploadLimits } from '@shared/creation-rules';
import { mediaKind } from './media-preview';

/**
 * What the server would refuse, said before a byte is sent: the spec's alert for a type we
 * do not take, and our size limits (the server checks both again, by the bytes).
 */
export function uploadProblem(file: File): string | null {
  if (!isAcceptedUpload(file)) return creationMessages.invalidFileType;
  if (file.size === 0) return uploadServerMessages.emptyFile;
  if (mediaKind(file) === 'video') {
    return file.size > uploadLimits.videoMaxBytes ? uploadServerMessages.videoTooLarge : null;
  }
  return file.size > uploadLimits.imageMaxBytes ? uploadServerMessages.imageTooLarge : null;
}

/** A phone or tablet: recorded with the upload (isMobileUpload). */
export function isMobileDevice(): boolean {
  return window.matchMedia('(max-width: 767px), (pointer: coarse)').matches;
}
