export type MediaKind = 'image' | 'video';

export function mediaKind(file: { type: string; name: string }): MediaKind {
  return file.type.startsWith('video/') || /\.(mp4|mov)$/i.test(file.name) ? 'video' : 'image';
}

/** Longest side of a video poster: plenty for a thumbnail, small as a data URL. */
const posterMaxSide = 640;

/**
 * Draws one early frame of a video to a canvas and returns it as a JPEG data URL, or null when
 * the browser cannot decode the video (Chromium and HEVC .mov, for one) or takes too long.
 */
function capturePosterFrame(file: Blob, timeoutMs = 5_000): Promise<string | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const finish = (result: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(result);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.onerror = () => finish(null);
    video.onloadeddata = () => {
      // A little way in: the very first frame is often black.
      video.currentTime = Math.min(0.5, (video.duration || 0) / 4);
    };
    video.onseeked = () => {
      try {
        const scale = Math.min(1, posterMaxSide / Math.max(video.videoWidth, video.videoHeight, 1));
        const canvas = document.createElement('canvas');
        canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
        canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
        const context = canvas.getContext('2d');
        if (!context || !video.videoWidth) return finish(null);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        finish(canvas.toDataURL('image/jpeg', 0.82));
      } catch {
        finish(null);
      }
    };
    video.src = url;
  });
}

export interface ChosenMedia {
  file: File;
  kind: MediaKind;
  /** An object URL (photo) or a poster data URL (video); null when there is nothing to show. */
  previewUrl: string | null;
  /** The chosen file's size when `file` is only a picture of it (restored after a reload). */
  size?: number;
}

export async function prepareMedia(file: File): Promise<ChosenMedia> {
  const kind = mediaKind(file);
  // A video restored after a reload is a JPEG of its key frame under the video's own name: it
  // is still the customer's video, but it is drawn as the picture it is.
  const isPicture = file.type.startsWith('image/');
  const previewUrl = kind === 'video' && !isPicture ? await capturePosterFrame(file) : URL.createObjectURL(file);
  return { file, kind, previewUrl };
}

export function releaseMedia(media: ChosenMedia | null): void {
  if (media?.previewUrl?.startsWith('blob:')) URL.revokeObjectURL(media.previewUrl);
}
