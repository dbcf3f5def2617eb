import { AlertTriangle, Crosshair, RotateCcw } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { cardEditorTexts as texts } from '@shared/card-editor-texts';
import { designPageLabels, type DesignPageName, type TextPart } from '@shared/card-design-rules';
import { cardStyleLooks } from '@shared/card-layout/card-style-looks';
import type { CardTexts } from '@shared/card-layout/layout-card-texts';
import { centredCrop, type PictureCrop } from '@shared/card-layout/picture-crop';
import { cardPrintChecks, type PrintCheck } from '@shared/card-layout/print-checks';
import type { TextScales } from '@shared/card-layout/text-scale';
import { textParts } from '@shared/card-text-rules';
import type { CardStyleId } from '@shared/creation-rules';
import { Button } from '@/components/ui/button';
import type { FrontPictureTarget } from '../api/front-picture';
import { useCardLayout, type CardLayoutState } from '../hooks/use-card-layout';
import type { LoadPageFonts } from '../hooks/use-card-page-fonts';
import { useFrontView } from '../hooks/use-front-view';
import { zoomRange, type PictureSize } from '../lib/crop-gestures';
import { largeScreenQuery, useMediaQuery } from '@/lib/use-media-query';
import { CardPages, DrawnPage } from './card-pages';
import { CardTextFields } from './card-text-fields';
import type { FrontPictureView } from './front-picture';
import { PictureCropControl } from './picture-crop-control';

/** What the customer shapes in the editor; the style is chosen beside it. */
export interface EditorDesign {
  texts: CardTexts;
  textScale: TextScales;
  /** Null until the picture's first crop is known (the renderer's own, offered by the server). */
  crop: PictureCrop | null;
}

/** Which page a pre-print check sits next to. */
function checkPage(check: PrintCheck): DesignPageName {
  if (check.part === 'inside') return 'insideRight';
  if (check.part === 'back') return 'back';
  return 'front';
}

function useChecksByPage(
  layout: CardLayoutState,
  style: CardStyleId,
  front: FrontPictureView | null,
): Partial<Record<DesignPageName, PrintCheck[]>> {
  return useMemo(() => {
    if (layout.state !== 'ready') return {};
    const checks = cardPrintChecks({
      texts: layout.laid,
      picture: front?.printSize ?? null,
      pictureBox: cardStyleLooks[style].pictureBox,
      crop: front?.crop ?? null,
    });
    const byPage: Partial<Record<DesignPageName, PrintCheck[]>> = {};
    // Until the print's picture size is known there is nothing to say about the picture.
    const pictureKnown = Boolean(front?.printSize);
    const shown = checks.filter(
      (item) =>
        (item.part !== undefined || pictureKnown) &&
        // A character whose face is still on its way is not left out yet.
        (item.code !== 'characters-replaced' || layout.facesSettled),
    );
    for (const check of shown) {
      (byPage[checkPage(check)] ??= []).push(check);
    }
    return byPage;
  }, [layout, style, front?.printSize, front?.crop]);
}

function PageChecks({ page, checks }: { page: DesignPageName; checks: PrintCheck[] | undefined }) {
  if (!checks?.length) return null;
  return (
    <ul
      aria-label={texts.checksLabel(designPageLabels[page])}
      data-testid={`checks-${page}`}
      className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 px-2 py-1.5 text-xs text-amber-950"
    >
      {checks.map((check) => (
        <li key={`${check.code}-${check.part ?? ''}`} className="flex gap-1.5">
          <AlertTriangle className="mt-0.5 h-3 w-3 shrink-0" aria-hidden />
          <span>{check.message}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The live editor: the four pages as they will print, the three texts and their sizes, and the
 * picture moved and zoomed on the front itself. Every keystroke lays the card out again here,
 * with the print's own code and fonts; the server is asked only for the treated picture once a
 * crop or style settles.
 */
export function CardEditor({
  written,
  design,
  style,
  picture,
  onChange,
  loadFonts,
}: {
  /** The option as the writer wrote it: what 'Use the written text' goes back to. */
  written: CardTexts;
  design: EditorDesign;
  style: CardStyleId;
  picture: {
    target: FrontPictureTarget | null;
    targetPending?: boolean;
    url: string | null;
    printSize?: PictureSize | null;
  };
  /** `adopted`: the crop is the renderer's own first choice, taken up before the customer moved anything. */
  onChange: (design: EditorDesign, cause?: 'adopted') => void;
  loadFonts?: LoadPageFonts;
}) {
  const headingId = useId();
  const [announcement, setAnnouncement] = useState('');
  const pagesDesign = useMemo(
    () => ({ texts: design.texts, style, textScale: design.textScale }),
    [design.texts, style, design.textScale],
  );
  const layout = useCardLayout(pagesDesign, loadFonts);
  const setCrop = (crop: PictureCrop) => onChange({ ...design, crop });
  const adoptCrop = (crop: PictureCrop) => onChange({ ...design, crop }, 'adopted');
  const front = useFrontView({ ...picture, style, crop: design.crop, onCrop: adoptCrop });
  const checks = useChecksByPage(layout, style, front);
  const box = cardStyleLooks[style].pictureBox;
  const movable = front?.size ? { size: front.size, crop: front.crop } : null;

  const notes: Partial<Record<DesignPageName, ReactNode>> = {};
  for (const page of ['front', 'insideRight', 'back'] as const) {
    notes[page] = <PageChecks page={page} checks={checks[page]} />;
  }
  const pageOfPart: Record<TextPart, DesignPageName> = { front: 'front', inside: 'insideRight', back: 'back' };
  // On a phone the pages are above, out of view while typing: each field shows its page beside it.
  // The big pages carry the names; this copy is for the eyes only, and a wide screen does not
  // draw it at all (every keystroke would draw the page twice).
  const wide = useMediaQuery(largeScreenQuery);
  const fieldPage = (part: TextPart) =>
    layout.state === 'ready' && !wide ? (
      <div aria-hidden className="w-20 shrink-0 overflow-hidden rounded border shadow-sm lg:hidden">
        <DrawnPage page={pageOfPart[part]} style={style} laid={layout.laid} picture={front} />
      </div>
    ) : null;
  const edited =
    textParts.some((part) => design.texts[part] !== written[part]) || Object.keys(design.textScale).length > 0;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="card-editor">
      <div>
        <h2 id={headingId} className="text-xl font-semibold tracking-tight">
          {texts.heading}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{texts.intro}</p>
      </div>
      {layout.state === 'failed' ? (
        <p role="alert" className="text-sm text-destructive">
          {texts.fontsFailed}
        </p>
      ) : null}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          <CardPages
            design={pagesDesign}
            layout={layout}
            picture={front}
            notes={notes}
            className="grid grid-cols-2 gap-3"
            wrapFront={(page) =>
              movable ? (
                <PictureCropControl picture={movable.size} box={box} crop={movable.crop} onCrop={setCrop}>
                  {page}
                </PictureCropControl>
              ) : (
                page
              )
            }
          />
          {movable ? (
            <div className="flex flex-wrap items-center gap-3">
              <label className="flex min-w-48 flex-1 items-center gap-3 text-sm">
                <span className="shrink-0">{texts.zoomLabel}</span>
                <input
                  type="range"
                  min={zoomRange.min * 100}
                  max={zoomRange.max * 100}
                  step={zoomRange.step * 100}
                  value={Math.round(movable.crop.zoom * 100)}
                  aria-valuetext={texts.zoomValue(movable.crop.zoom)}
                  onChange={(event) => setCrop({ ...movable.crop, zoom: Number(event.target.value) / 100 })}
                  className="min-w-0 flex-1 accent-primary"
                />
              </label>
              <Button type="button" variant="outline" size="sm" onClick={() => setCrop(centredCrop)}>
                <Crosshair aria-hidden />
                {texts.centrePicture}
              </Button>
            </div>
          ) : null}
          <p className="text-xs text-muted-foreground">{movable ? texts.pictureHint : null}</p>
        </div>
        <div className="flex flex-col gap-4">
          <CardTextFields
            texts={design.texts}
            textScale={design.textScale}
            style={style}
            onTexts={(next) => onChange({ ...design, texts: next })}
            onTextScale={(textScale) => onChange({ ...design, textScale })}
            pageOf={fieldPage}
          />
          <div className="flex items-center gap-3">
            <Button
              type="button"
              variant="outline"
              disabled={!edited}
              onClick={() => {
                onChange({ ...design, texts: written, textScale: {} });
                setAnnouncement(texts.resetTextsDone);
              }}
            >
              <RotateCcw aria-hidden />
              {texts.resetTexts}
            </Button>
            <span role="status" className="text-sm text-muted-foreground">
              {announcement}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
