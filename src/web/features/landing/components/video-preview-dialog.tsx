import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { CardExample } from '../examples';

/**
 * The example's video in a modal. The native <dialog> (showModal) keeps focus inside, makes
 * the page behind inert and closes on Esc. The <video> exists only while the dialog is open,
 * so nothing is downloaded before.
 */
export default function VideoPreviewDialog({ example, onClosed }: { example: CardExample; onClosed: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClosed}
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
  );
}
