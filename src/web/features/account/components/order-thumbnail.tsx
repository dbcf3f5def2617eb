import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { ordersScreenTexts as texts } from '@shared/account-screen-texts';
import { cn } from '@/lib/cn';

/**
 * A small picture of the order's memory. Its link is signed for an hour; when it has lapsed or
 * the order has no file, a plain placeholder stands in rather than a broken image.
 */
export function OrderThumbnail({
  url,
  orderNumber,
  className,
}: {
  url: string | null;
  orderNumber: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const box = cn('shrink-0 overflow-hidden rounded-md bg-muted', className);
  if (!url || failed) {
    return (
      <div className={cn(box, 'flex items-center justify-center text-muted-foreground')} title={texts.noPicture}>
        <ImageOff className="h-5 w-5" aria-hidden />
        <span className="sr-only">{texts.noPicture}</span>
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        src={url}
        alt={texts.memoryOf(orderNumber)}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="h-full w-full object-cover"
      />
    </div>
  );
}
