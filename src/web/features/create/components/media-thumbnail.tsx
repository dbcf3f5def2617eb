import { Film, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import type { MediaKind } from '../lib/media-preview';

/** People who ask their system for less motion see the still instead of a moving clip. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The chosen memory, small: a video's short clip when the server has made one, else its still.
 * Falls back to an icon when the browser cannot draw it (HEIC in Chromium, an undecodable video).
 */
export function MediaThumbnail({
  kind,
  previewUrl,
  clipUrl = null,
  name,
  className,
}: {
  kind: MediaKind;
  previewUrl: string | null;
  /** A silent MP4 played once in place of the still (use-memory-clip.ts). */
  clipUrl?: string | null;
  name: string;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const Icon = kind === 'video' ? Film : ImageIcon;
  const showClip = clipUrl !== null && failedUrl !== clipUrl && !prefersReducedMotion();
  const showImage = previewUrl !== null && failedUrl !== previewUrl;
  return (
    <div
      className={cn(
        'relative flex items-center justify-center overflow-hidden rounded-lg bg-gradient-to-br from-secondary to-accent',
        className,
      )}
    >
      {showClip ? (
        <video
          src={clipUrl}
          poster={showImage ? previewUrl : undefined}
          aria-label={`Preview of ${name}`}
          className="h-full w-full object-cover"
          // Played once, not looped: 3 s of motion needs no pause button (WCAG 2.2.2).
          autoPlay
          muted
          playsInline
          onError={() => setFailedUrl(clipUrl)}
        />
      ) : showImage ? (
        <img
          src={previewUrl}
          alt={`Preview of ${name}`}
          className="h-full w-full object-cover"
          onError={() => setFailedUrl(previewUrl)}
        />
      ) : (
        <Icon
          className="h-10 w-10 text-secondary-foreground/70"
          aria-label={`${kind === 'video' ? 'Video' : 'Photo'}: ${name}`}
        />
      )}
      {kind === 'video' ? (
        <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-medium text-white">
          <Film className="h-3 w-3" aria-hidden />
          Video
        </span>
      ) : null}
    </div>
  );
}
