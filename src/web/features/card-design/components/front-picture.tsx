import { useId } from 'react';
import type { Box } from '@shared/card-layout/card-geometry';
import { centeredSquare } from '@shared/card-layout/card-ornaments';
import type { CardStyleLook } from '@shared/card-layout/card-style-looks';
import { cropSourceRect, type PictureCrop } from '@shared/card-layout/picture-crop';
import type { CardStyleId } from '@shared/creation-rules';
import { sameCrop, type PictureSize } from '../lib/crop-gestures';
import { styleTastes } from '../lib/style-tastes';
import { SvgHeart } from './card-page-svg';

/** The server's drawing of the picture box: the style's treatment on the picture, cut by `crop`. */
export interface TreatedPicture {
  url: string;
  style: CardStyleId;
  crop: PictureCrop;
}

/** The customer's picture as the front shows it, and how it sits in the style's picture box. */
export interface FrontPictureView {
  /** The picture as this browser has it, untreated: drawn while the treated one is on its way. */
  url: string | null;
  /** The upright picture's size in pixels (any copy of it): what the crop maths use. */
  size: PictureSize | null;
  /** The size of the picture the print is made from, for the resolution check; null until known. */
  printSize: PictureSize | null;
  treated: TreatedPicture | null;
  crop: PictureCrop;
}

/** The print's scrim: black from nothing at half height to 62% at the bottom (card-picture.ts). */
function Scrim({ box }: { box: Box }) {
  const id = useId();
  return (
    <>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0.5" stopColor="#000" stopOpacity={0} />
          <stop offset="1" stopColor="#000" stopOpacity={0.62} />
        </linearGradient>
      </defs>
      <rect {...box} fill={`url(#${id})`} />
    </>
  );
}

/**
 * The front's picture box, drawn as the print draws it: the style's frame behind, the picture,
 * the outline on top. The server's treated picture is shown when it was drawn for this very
 * style and crop; meanwhile (while dragging, or before it arrives) the untreated picture is
 * cut by the same crop maths, with a CSS taste of the treatment and the print's scrim. Without
 * a picture the box is tinted with a heart, as the print draws a card whose picture is missing.
 */
export function FrontPictureLayer({
  look,
  style,
  picture,
}: {
  look: CardStyleLook;
  style: CardStyleId;
  picture: FrontPictureView | null;
}) {
  const box = look.pictureBox;
  const line = look.outline;
  const treated =
    picture?.treated && picture.treated.style === style && sameCrop(picture.treated.crop, picture.crop)
      ? picture.treated
      : null;
  let content;
  if (treated) {
    content = (
      <image
        href={treated.url}
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        preserveAspectRatio="none"
        data-testid="front-picture-treated"
        data-style={treated.style}
      />
    );
  } else if (picture?.url && picture.size) {
    const rect = cropSourceRect(picture.size, box, picture.crop);
    content = (
      <>
        <svg
          x={box.x}
          y={box.y}
          width={box.width}
          height={box.height}
          viewBox={`${rect.x} ${rect.y} ${rect.width} ${rect.height}`}
          preserveAspectRatio="none"
        >
          <image
            href={picture.url}
            width={picture.size.width}
            height={picture.size.height}
            preserveAspectRatio="none"
            style={{ filter: styleTastes[style].filter }}
            data-testid="front-picture-live"
          />
        </svg>
        {look.scrim ? <Scrim box={box} /> : null}
      </>
    );
  } else {
    content = (
      <>
        <rect {...box} fill={look.accent} fillOpacity={0.18} />
        <SvgHeart
          box={centeredSquare(box.x + box.width / 2, box.y + box.height / 2, 72)}
          color={look.accent}
          opacity={0.6}
        />
      </>
    );
  }
  return (
    <>
      {look.frame ? <rect {...look.frame.box} fill={look.frame.color} /> : null}
      {content}
      {line ? (
        <rect
          x={box.x + line.width / 2}
          y={box.y + line.width / 2}
          width={box.width - line.width}
          height={box.height - line.width}
          fill="none"
          stroke={line.color}
          strokeWidth={line.width}
        />
      ) : null}
    </>
  );
}
