import { uploadLimits } from '../../shared/creation-rules.js';

/** The limits an upload is held to; tests pass smaller ones to exercise them cheaply. */
export interface MediaLimits {
  imageMaxBytes: number;
  videoMaxBytes: number;
  imageMaxPixels: number;
  videoMaxPixels: number;
  videoMaxSeconds: number;
}

export const defaultMediaLimits: MediaLimits = {
  imageMaxBytes: uploadLimits.imageMaxBytes,
  videoMaxBytes: uploadLimits.videoMaxBytes,
  imageMaxPixels: uploadLimits.imageMaxPixels,
  videoMaxPixels: uploadLimits.videoMaxPixels,
  videoMaxSeconds: uploadLimits.videoMaxSeconds,
};
