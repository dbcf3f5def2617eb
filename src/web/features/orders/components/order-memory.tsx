/**
 * The customer's photo or video of an order, from a signed link the browser can load. The
 * account shows the video at its full height; the admin caps it like the photo.
 */
export function OrderMemory({
  url,
  kind,
  label,
  cappedVideo = false,
}: {
  url: string;
  kind: 'photo' | 'video' | null;
  label: string;
  cappedVideo?: boolean;
}) {
  return kind === 'video' ? (
    <video
      src={url}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      className={cappedVideo ? 'max-h-96 w-full rounded-md bg-black' : 'w-full rounded-md bg-black'}
    />
  ) : (
    <img src={url} alt={label} className="max-h-96 w-full rounded-md bg-muted object-contain" />
  );
}
