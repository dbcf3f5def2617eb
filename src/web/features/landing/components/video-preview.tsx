import { Play } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { CardExample } from '../examples';

// Most visitors never open a preview: the dialog's code downloads on the first hover, focus or click.
const loadDialog = () => import('./video-preview-dialog');
const VideoPreviewDialog = lazy(loadDialog);

/**
 * A button that opens the example's video in a modal (video-preview-dialog.tsx); closing the
 * modal returns focus to the button.
 */
export function VideoPreview({ example }: { example: CardExample }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog().catch(() => undefined);

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-semibold shadow-sm transition-colors hover:bg-muted"
      >
        <span className="flex h-6 w-6 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Play className="ml-0.5 h-3 w-3 fill-current" aria-hidden />
        </span>
        Watch the video preview
        <span className="sr-only">: {example.front}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <VideoPreviewDialog
            example={example}
            onClosed={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
