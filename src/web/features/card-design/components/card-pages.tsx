import type { ReactElement, ReactNode } from 'react';
import { cardOrnaments } from '@shared/card-layout/card-ornaments';
import { cardStyleLooks } from '@shared/card-layout/card-style-looks';
import type { CardTexts } from '@shared/card-layout/layout-card-texts';
import type { TextBlockLayout } from '@shared/card-layout/text-layout';
import { designScreenTexts as texts } from '@shared/card-design-texts';
import { designPageLabels, designPageNames, type DesignPageName } from '@shared/card-design-rules';
import type { CardStyleId } from '@shared/creation-rules';
import type { CardLayoutState, LaidCard, PagesDesign } from '../hooks/use-card-layout';
import { SvgHeart, SvgPage, SvgTextBlock } from './card-page-svg';
import { FrontPictureLayer, type FrontPictureView } from './front-picture';

const pageFrame = 'block aspect-[5/7] w-full overflow-hidden rounded-md border shadow-sm';

/** One page drawn from the shared layout, the front with the customer's picture under its words. */
export function DrawnPage({
  page,
  style,
  laid,
  picture,
}: {
  page: DesignPageName;
  style: CardStyleId;
  laid: LaidCard;
  picture: FrontPictureView | null;
}) {
  const look = cardStyleLooks[style];
  const text = (block: TextBlockLayout) => <SvgTextBlock block={block} />;
  switch (page) {
    case 'front':
      return (
        <SvgPage paper={look.paper}>
          <FrontPictureLayer look={look} style={style} picture={picture} />
          {text(laid.front)}
        </SvgPage>
      );
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

/**
 * The four pages as they will print, all drawn here: the words laid out with the print's own
 * layout code and font files (`layout`, from useCardLayout), the front's picture placed by the
 * print's crop maths. Each page is an image named after the page and its words. The editor
 * wraps the front in its picture control (`wrapFront`) and puts each page's checks under it
 * (`notes`); checkout shows the pages as they are.
 */
export function CardPages({
  design,
  layout,
  picture,
  wrapFront = (page) => page,
  notes = {},
  className = 'grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2',
}: {
  design: PagesDesign;
  layout: CardLayoutState;
  /** The front's picture; null draws the plain front the print uses without one. */
  picture: FrontPictureView | null;
  wrapFront?: (page: ReactElement) => ReactElement;
  notes?: Partial<Record<DesignPageName, ReactNode>>;
  className?: string;
}) {
  const look = cardStyleLooks[design.style];
  return (
    <ul className={className} aria-label={texts.cardPagesLabel}>
      {designPageNames.map((page) => {
        const name = pageName(page, design.texts);
        const drawn =
          layout.state === 'ready' ? (
            <div role="img" aria-label={name} className={pageFrame}>
              <DrawnPage page={page} style={design.style} laid={layout.laid} picture={picture} />
            </div>
          ) : (
            // Same size as the page to come, so nothing moves when it arrives.
            <div
              role="img"
              aria-label={name}
              aria-busy={layout.state === 'failed' ? undefined : true}
              className={`${pageFrame} ${layout.state === 'failed' ? '' : 'animate-pulse'}`}
              style={{ backgroundColor: look.paper }}
            />
          );
        return (
          <li key={page} className="flex flex-col gap-1">
            {page === 'front' ? wrapFront(drawn) : drawn}
            <span aria-hidden className="text-center text-xs text-muted-foreground">
              {designPageLabels[page]}
            </span>
            {notes[page]}
          </li>
        );
      })}
    </ul>
  );
}
