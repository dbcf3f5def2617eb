/**
 * Labels and headings of the three creation screens. The spec fixes the step names and button
 * labels; the rest is ours. Screens and end-to-end tests both import them.
 */
export const creationSteps = ['Upload Media', 'Add Context', 'Choose & Order'] as const;

export const uploadScreenTexts = {
  heading: 'Upload Media',
  intro: 'Start with a photo or video that makes you smile. We will write the card around it.',
  dropTitle: 'Drag & drop your photo or video',
  tapTitle: 'Tap to choose a photo or video',
  dropOr: 'or click to browse',
  dropActive: 'Drop it here',
  fileInputLabel: 'Choose a photo or video',
  acceptedFormats: 'MP4, MOV, JPG, PNG, WebP',
  chosenHeading: 'Your memory',
  replace: 'Choose a different file',
  remove: 'Remove',
  preparing: 'Preparing your file…',
  continue: 'Continue to Add Context',
  videoLabel: 'Video',
  photoLabel: 'Photo',
  privacyNote: 'Your file is only used to write and print your card.',
  uploading: 'Uploading your file',
  uploaded: 'Uploaded',
  uploadPaused: 'Connection lost. The upload will resume by itself.',
  cancelUpload: 'Cancel upload',
  /** "about 2 min left", "about 40 s left"; null while there is no estimate yet. */
  timeLeft: (seconds: number | null): string =>
    seconds === null
      ? 'estimating time left'
      : seconds >= 90
        ? `about ${Math.round(seconds / 60)} min left`
        : `about ${Math.max(1, Math.round(seconds))} s left`,
} as const;

export const contextScreenTexts = {
  heading: 'Add Context',
  intro: 'Tell us about this memory: who is in it, what happened, why it matters.',
  descriptionLabel: 'Describe your memory',
  descriptionPlaceholder:
    'e.g. My sister and me on the pier in Brighton, the summer she taught me to ride a bike. She still brags about it.',
  toneLegend: 'Choose a vibe',
  back: 'Back',
  continue: 'Continue',
  yourMemory: 'Your memory',
} as const;

export function characterCount(used: number, max: number): string {
  return `${used}/${max} characters`;
}

export const optionsScreenTexts = {
  heading: 'Choose your card',
  intro: 'Pick the words that sound most like you, then choose a style.',
  optionsLegend: 'Card options',
  optionLabel: (index: number) => `Option ${index + 1}`,
  recommended: 'RECOMMENDED',
  front: 'Front',
  inside: 'Inside',
  back: 'Back',
  writing: 'Writing your card options…',
  writingMore: 'Writing more options…',
  writingHint: 'Our writer is reading your memory. This usually takes a few seconds.',
  loadMore: 'Load More Options',
  changeHintLead: 'Not quite right?',
  changeHintLink: 'Change your description or vibe',
  memoryUpdatedNotice: 'You have updated your memory or vibe: please pick your favourite from the current options.',
  offlineWriter: 'Written by our built-in card writer',
  fallbackWriter: "Our AI writer couldn't answer just now, so our built-in writer wrote these.",
  styleLegend: 'Choose a card style',
  continue: 'Continue with Selected Card',
  uploadAndDescribe: 'Upload & Describe',
  tryAgain: 'Try again',
  failedHeading: 'We could not write your card options',
  chooseAnotherFile: 'Upload a different file',
  selectedStatus: (index: number) => `Option ${index + 1} selected`,
} as const;

export const contextSaveFailed = {
  title: 'Error',
  description: 'We could not save your description. Please try again.',
} as const;

export const checkoutSaveFailed = {
  title: 'Error',
  description: 'We could not save your choice. Please try again.',
} as const;
