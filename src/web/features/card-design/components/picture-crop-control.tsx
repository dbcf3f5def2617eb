import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { cardGeometry, type Box } from '@shared/card-layout/card-geometry';
import type { PictureCrop } from '@shared/card-layout/picture-crop';
import { cardEditorTexts as texts } from '@shared/card-editor-texts';
import { dragCrop, keyCrop, zoomCrop, type PictureSize } from '../lib/crop-gestures';

type Point = { x: number; y: number };

/**
 * The front page as a handle on the picture: drag with a mouse or one finger, pinch with two,
 * or focus it and use the arrow keys (+ and - zoom). Every move goes through the shared crop
 * maths, so the crop stored is the one on screen.
 */
export function PictureCropControl({
  picture,
  box,
  crop,
  onCrop,
  children,
}: {
  picture: PictureSize;
  box: Box;
  crop: PictureCrop;
  onCrop: (crop: PictureCrop) => void;
  children: ReactElement;
}) {
  const hintId = useId();
  const pointers = useRef(new Map<number, Point>());
  // The crop a gesture works on: React may not have re-rendered between two pointer events.
  const [announcement, setAnnouncement] = useState('');
  const live = useRef(crop);
  useLayoutEffect(() => {
    live.current = crop;
  }, [crop]);

  const apply = (next: PictureCrop) => {
    live.current = next;
    onCrop(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const points = cardGeometry.trim.width / Math.max(1, event.currentTarget.clientWidth);
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId).map(([, point]) => point);
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    if (others.length === 0) {
      apply(dragCrop(picture, box, live.current, (now.x - previous.x) * points, (now.y - previous.y) * points));
    } else {
      const other = others[0]!;
      const before = Math.hypot(previous.x - other.x, previous.y - other.y);
      const after = Math.hypot(now.x - other.x, now.y - other.y);
      if (before > 0) apply(zoomCrop(picture, box, live.current, after / before));
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Ctrl/Cmd with + or - zooms the page, Alt with an arrow goes back: those stay the browser's.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const next = keyCrop(picture, box, live.current, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    setAnnouncement(next.zoom === live.current.zoom ? texts.pictureMoved : texts.pictureZoomed(next.zoom));
    apply(next);
  };

  return (
    <div
      role="group"
      tabIndex={0}
      aria-label={texts.pictureControl}
      aria-describedby={hintId}
      data-testid="picture-crop-control"
      className="cursor-grab touch-none rounded-md outline-offset-2 select-none focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
    >
      {children}
      <span id={hintId} className="sr-only">
        {texts.pictureHint}
      </span>
      <span aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
