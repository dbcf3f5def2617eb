import { uploadLimits } from '../../shared/creation-rules.js';

/** The limits an upload is held to; tests pass smaller ones to exercise them cheaply. */
export interface MediaLimits {
  imageMaxBytes: number;
  videoMaxBytes: number;
  imageMaxPixels: number;
}

export const defaultMediaLimits: MediaLimits = {
  imageMaxBytes: uploadLimits.imageMaxBytes,
  videoMaxBytes: uploadLimits.videoMaxBytes,
  imageMaxPixels: uploadLimits.imageMaxPixels,
};
