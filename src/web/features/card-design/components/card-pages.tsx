import { useMemo, type ReactElement } from 'react';
import { cardOrnaments, centeredSquare } from '@shared/card-layout/card-ornaments';
import { cardStyleLooks } from '@shared/card-layout/card-style-looks';
import { layoutCardTexts, type CardTexts } from '@shared/card-layout/layout-card-texts';
import type { TextBlockLayout } from '@shared/card-layout/text-layout';
import { designScreenTexts as texts } from '@shared/card-design-texts';
import { designPageLabels, designPageNames, type DesignPageName } from '@shared/card-design-rules';
import type { CardStyleId } from '@shared/creation-rules';
import type { CardPageFonts } from '@/lib/card-fonts';
import { useCardPageFonts, type LoadPageFonts } from '../hooks/use-card-page-fonts';
import { SvgHeart, SvgPage, SvgTextBlock } from './card-page-svg';

export type DrawnFront = { state: 'drawing' | 'none' } | { state: 'drawn'; url: string };
type LaidCard = ReturnType<typeof layoutCardTexts>;

const pageFrame = 'block aspect-[5/7] w-full overflow-hidden rounded-md border shadow-sm';

/** The front without a picture, as the print draws it: a tinted box with a heart, and the words. */
function PlainFront({ look, text }: { look: (typeof cardStyleLooks)[CardStyleId]; text: ReactElement }) {
  const box = look.pictureBox;
  const line = look.outline;
  return (
    <SvgPage paper={look.paper}>
      {look.frame ? <rect {...look.frame.box} fill={look.frame.color} /> : null}
      <rect {...box} fill={look.accent} fillOpacity={0.18} />
      <SvgHeart
        box={centeredSquare(box.x + box.width / 2, box.y + box.height / 2, 72)}
        color={look.accent}
        opacity={0.6}
      />
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
      {text}
    </SvgPage>
  );
}

/** A page drawn from the shared layout: every page but a front that has the server's picture. */
function DrawnPage({
  page,
  style,
  fonts,
  laid,
}: {
  page: DesignPageName;
  style: CardStyleId;
  fonts: CardPageFonts;
  laid: LaidCard;
}) {
  const look = cardStyleLooks[style];
  const text = (block: TextBlockLayout) => <SvgTextBlock block={block} family={fonts.familyOf(block.style.font)} />;
  switch (page) {
    case 'front':
      return <PlainFront look={look} text={text(laid.front)} />;
    case 'insideLeft':
      return (
        <SvgPage paper={look.paper}>
          <SvgHeart box={cardOrnaments.insideLeft.box} color={look.accent} opacity={cardOrnaments.insideLeft.opacity} />
        </SvgPage>
      );
    case 'insideRight':
      return <SvgPage paper={look.paper}>{text(laid.inside)}</SvgPage>;
    case 'back':
      return (
        <SvgPage paper={look.paper}>
          {text(laid.back)}
          <SvgHeart box={cardOrnaments.backMark.box} color={look.accent} opacity={cardOrnaments.backMark.opacity} />
          {text(laid.mark)}
        </SvgPage>
      );
  }
}

function pageName(page: DesignPageName, cardTexts: CardTexts): string {
  const words = {
    front: cardTexts.front,
    insideLeft: texts.blankPage,
    insideRight: cardTexts.inside,
    back: cardTexts.back,
  };
  return texts.pageImageName(designPageLabels[page], words[page]);
}

const loadPageFonts: LoadPageFonts = async (style) => (await import('@/lib/card-fonts')).loadStylePageFonts(style);

/**
 * The four pages as they will print, read-only: the server's front (picture and words) and the
 * other three laid out here with the print's own layout code and font files. Each page is an
 * image named after the page and its words. `loadFonts` fetches the style's typefaces; the
 * default loads fontkit and the files as a lazy chunk, tests hand in their own.
 */
export function CardPages({
  cardTexts,
  style,
  front,
  loadFonts = loadPageFonts,
}: {
  cardTexts: CardTexts;
  style: CardStyleId;
  front: DrawnFront;
  loadFonts?: LoadPageFonts;
}) {
  const fonts = useCardPageFonts(style, loadFonts);
  const laid = useMemo(
    () => (fonts.state === 'ready' ? layoutCardTexts(cardTexts, style, fonts.fonts.fontOf) : null),
    [cardTexts, style, fonts],
  );
  const look = cardStyleLooks[style];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2" aria-label={texts.cardPagesLabel}>
      {designPageNames.map((page) => {
        const name = pageName(page, cardTexts);
        let picture: ReactElement;
        if (page === 'front' && front.state === 'drawn') {
          picture = <img src={front.url} alt={name} width={360} height={504} className={`${pageFrame} h-auto`} />;
        } else if (laid && fonts.state === 'ready' && !(page === 'front' && front.state === 'drawing')) {
          picture = (
            <div role="img" aria-label={name} className={pageFrame}>
              <DrawnPage page={page} style={style} fonts={fonts.fonts} laid={laid} />
            </div>
          );
        } else {
          // Same size as the page to come, so nothing moves when it arrives.
          picture = (
            <div
              role="img"
              aria-label={name}
              aria-busy={fonts.state === 'failed' ? undefined : true}
              className={`${pageFrame} ${fonts.state === 'failed' ? '' : 'animate-pulse'}`}
              style={{ backgroundColor: look.paper }}
            />
          );
        }
        return (
          <li key={page} className="flex flex-col gap-1">
            {picture}
            <span aria-hidden className="text-center text-xs text-muted-foreground">
              {designPageLabels[page]}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
