import type { ToastText } from './messages.js';
import { formatMegabytes, uploadLimits } from './creation-rules.js';

/** The creation flow's texts, word for word where the spec gives them. */
export const creationMessages = {
  invalidFileType: 'Please upload a valid image (JPEG, PNG, WebP, HEIC) or video file (MP4, QuickTime/MOV)',
  uploadRequired: { title: 'Upload Required', description: 'Please upload a photo or video to continue.' },
  descriptionRequired: {
    title: 'Description Required',
    description: 'Please add some context about your memory to continue.',
  },
  selectionRequired: { title: 'Selection Required', description: 'Please select a card option to continue.' },
  pleaseReupload: {
    title: 'Please Re-upload Your File',
    description: 'Your large file needs to be uploaded again to continue.',
  },
  fileError: { title: 'File Error', description: 'Please re-upload your file to continue.' },
  processingError: 'There was an error processing your file. Please try again with a smaller file or different format.',
  storageFailed: { title: 'Upload failed', description: 'Please try uploading again or use a smaller image.' },
  unreadableFile: { title: 'Upload failed', description: 'Could not read the selected file. Please try again.' },
  generateFailed: 'Failed to generate messages',
  generateMoreFailed: 'Failed to generate more messages',
  noFileUploaded: 'No file uploaded',
  errorTitle: 'Error',
} as const satisfies Record<string, string | ToastText>;

/** 'File Re-upload Required: Please re-upload your {file} file to continue generating your card options.' */
export function fileReuploadRequired(fileName: string): ToastText {
  return {
    title: 'File Re-upload Required',
    description: `Please re-upload your ${fileName} file to continue generating your card options.`,
  };
}

/** Texts the spec leaves to us. */
export const uploadServerMessages = {
  emptyFile: 'The file is empty. Please choose a photo or video.',
  notMedia:
    'That file is not a photo or video we can use. Please upload a JPEG, PNG, WebP or HEIC photo, or an MP4 or MOV video.',
  imageTooLarge: `That photo is too large. Photos can be up to ${formatMegabytes(uploadLimits.imageMaxBytes)}.`,
  videoTooLarge: `That video is too large. Videos can be up to ${formatMegabytes(uploadLimits.videoMaxBytes)}.`,
  tooManyPixels: 'That image has too many pixels for us to process. Please upload a smaller photo.',
  videoTooManyPixels: 'That video is larger than 8K. Please upload a video recorded at 8K or smaller.',
  videoTooLong: `That video is longer than ${uploadLimits.videoMaxSeconds / 60} minutes. Please upload a shorter clip.`,
  unreadableMedia: 'We could not read that file. It may be damaged; please try another photo or video.',
  previousOptionsInvalid: 'The options shown before could not be read. Please reload the page and try again.',
  oneFileOnly: 'Please upload one photo or video at a time.',
  incompleteUpload: 'The upload did not arrive complete. Please try again.',
  /** A media id that is not the caller's, has expired, or never existed: all read the same. */
  uploadNotFound: 'That upload could not be found. It may have expired; please choose your file again.',
  uploadNotReady: 'Your file is still uploading. Please wait until it has finished.',
  uploadCapReached: 'You have uploaded a lot in a short time. Please sign in or wait a while before uploading more.',
  uploadOffsetMismatch: 'Part of the upload arrived out of order. It will resume from where the server stopped.',
  sizeHint: `Photos up to ${formatMegabytes(uploadLimits.imageMaxBytes)}, videos up to ${formatMegabytes(uploadLimits.videoMaxBytes)}.`,
} as const;
