import { Play, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CardExample } from '../examples';

/**
 * A button that opens the example's video in a modal. The native <dialog> (showModal) keeps
 * focus inside, makes the page behind inert and closes on Esc; closing returns focus to the
 * button. The <video> exists only while the dialog is open, so nothing is downloaded before.
 */
export function VideoPreview({ example }: { example: CardExample }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);

  const close = () => dialog.current?.close();

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-semibold shadow-sm transition-colors hover:bg-muted"
      >
        <span className="flex h-6 w-6 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Play className="ml-0.5 h-3 w-3 fill-current" aria-hidden />
        </span>
        Watch the video preview
        <span className="sr-only">: {example.front}</span>
      </button>
      {open ? (
        <dialog
          ref={dialog}
          aria-labelledby={titleId}
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
          // A click on the dimmed backdrop lands on the dialog element itself.
          onClick={(event) => {
            if (event.target === event.currentTarget) close();
          }}
          className="m-auto w-[min(92vw,26rem)] overflow-hidden rounded-2xl bg-stone-950 p-0 text-white shadow-2xl backdrop:bg-stone-950/75 backdrop:backdrop-blur-sm"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <h3 id={titleId} className="text-left text-sm font-semibold">
              Video preview: {example.front}
            </h3>
            <button
              type="button"
              onClick={close}
              aria-label="Close video preview"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/10 transition-colors hover:bg-white/20 focus-visible:outline-white"
            >
              <X className="h-5 w-5" aria-hidden />
            </button>
          </div>
          <video
            src={example.video}
            poster={example.photo}
            autoPlay
            muted
            loop
            playsInline
            controls
            width={480}
            height={600}
            className="block aspect-[4/5] w-full bg-black"
            data-testid="preview-video"
          >
            {example.photoAlt}
          </video>
        </dialog>
      ) : null}
    </>
  );
}
