/** The creation flow's rules: what may be uploaded, how big, and the choices a card offers. */

export const tones = ['roast', 'sentimental', 'playful'] as const;
export type Tone = (typeof tones)[number];
export const defaultTone: Tone = 'sentimental';

export const toneDescriptions: Record<Tone, { label: string; description: string }> = {
  roast: { label: 'Roast', description: 'Make fun of the recipient lightly' },
  sentimental: { label: 'Sentimental', description: 'Bring on the feels' },
  playful: { label: 'Playful', description: 'Cute and fun, no jabs' },
};

export const cardStyles = [
  { id: 'realistic', name: 'Realistic', description: 'Your photo as taken, colour-corrected' },
  { id: 'watercolor', name: 'Watercolor', description: 'Soft painted washes and paper texture' },
  { id: 'sketch', name: 'Sketch', description: 'Pencil lines on warm paper' },
  { id: 'vintage', name: 'Vintage Film', description: 'Faded film colour and grain' },
] as const;
export type CardStyleId = (typeof cardStyles)[number]['id'];
export const cardStyleIds = cardStyles.map((style) => style.id) as [CardStyleId, ...CardStyleId[]];
export const defaultCardStyle: CardStyleId = 'realistic';

export const acceptedMimeTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'video/mp4',
  'video/quicktime',
] as const;
export const acceptedExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif', '.mp4', '.mov'] as const;

/** Accepted by type, or by a name ending in one of the extensions. */
export function isAcceptedUpload(file: { type: string; name: string }): boolean {
  const name = file.name.toLowerCase();
  return (
    (acceptedMimeTypes as readonly string[]).includes(file.type) ||
    acceptedExtensions.some((extension) => name.endsWith(extension))
  );
}

const MB = 1024 * 1024;

export const uploadLimits = {
  /** A phone's full-resolution photo is 3-12 MB; HEIC and PNG screenshots stay well below this. */
  imageMaxBytes: 25 * MB,
  /** About two minutes of 4K phone video. */
  videoMaxBytes: 250 * MB,
  /** Decompression-bomb guard: a 100-megapixel image is larger than any phone camera's. */
  imageMaxPixels: 100_000_000,
  /** A video frame's guard: 8K (7680x4320) is the largest a phone records. */
  videoMaxPixels: 7680 * 4320,
  /** Only a frame and the first seconds are used; longer than this is not a memory clip but a recording. */
  videoMaxSeconds: 30 * 60,
  /** Above this much serialized data the file is kept in memory, not session storage. */
  sessionStorageThresholdBytes: 4 * MB,
  /** Stored upload data expires after 10 minutes. */
  storedUploadTtlMs: 10 * 60 * 1000,
  descriptionMaxLength: 500,
} as const;

export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}

/** Options per generation call, and how many extra loads the options page allows. */
export const optionsPerCall = 3;
export const maxLoadMore = 1;
