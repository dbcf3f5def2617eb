import { Film, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import type { MediaKind } from '../lib/media-preview';

/**
 * The chosen memory, small. Falls back to an icon when the browser cannot draw it (HEIC in
 * Chromium, an undecodable video).
 */
export function MediaThumbnail({
  kind,
  previewUrl,
  name,
  className,
}: {
  kind: MediaKind;
  previewUrl: string | null;
  name: string;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const Icon = kind === 'video' ? Film : ImageIcon;
  const showImage = previewUrl !== null && failedUrl !== previewUrl;
  return (
    <div
      className={cn(
        'relative flex items-center justify-center overflow-hidden rounded-lg bg-gradient-to-br from-secondary to-accent',
        className,
      )}
    >
      {showImage ? (
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
