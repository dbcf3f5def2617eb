import sharp from 'sharp';
import { cardGeometry, type PageName } from '../../shared/card-layout/card-geometry.js';
import { layoutCard, type CardDesignInput, type CardLayout } from './card-layout.js';
import { effectiveDpi } from '../../shared/card-layout/print-checks.js';
import { renderPicture } from './card-picture.js';
import type { RawPicture } from './raw-picture.js';
import { printChecks, type PrintCheck } from './print-checks.js';
import { renderPreviews } from './render-previews.js';
import { renderPrintPdf } from './render-pdf.js';
import type { SourcePicture } from './source-picture.js';

/*
 * libvips' operation cache keeps recent results (up to 50 MB and 100 operations by default) for
 * a pipeline asked again with the same input; a render never asks twice (every input is a fresh
 * buffer), so the cache only holds a job's large rasters past their use and adds to its peak.
 */
sharp.cache(false);

interface RenderedCard {
  layout: CardLayout;
  previews: Record<PageName, Buffer>;
  pdf: Uint8Array;
  checks: PrintCheck[];
  /** The picture's effective resolution at print size, or null without a picture. */
  effectiveDpi: number | null;
  /** The upright picture's pixels as opened for the print, or null without a picture. */
  pictureSize: { width: number; height: number } | null;
}

/**
 * Makes everything an order's card needs from the design and the customer's picture: the four
 * page previews (WebP, 1200 px wide) and the print PDF, drawn from one layout so they agree,
 * and the pre-print checks. The picture is decoded and treated once, at 300 dpi, for the PDF;
 * the front preview scales that raster down. The pages without the picture and the PDF's set-up
 * start while it is being made, so libvips keeps both cores busy.
 */
export async function renderCard(
  design: CardDesignInput,
  source: SourcePicture | null,
  title: string,
): Promise<RenderedCard> {
  const layout = layoutCard(design, { hasPicture: Boolean(source) });
  const picture: Promise<RawPicture> | null =
    source && layout.pictureBox
      ? renderPicture(source, layout.pictureBox, layout.style, cardGeometry.printDpi / 72, layout.crop)
      : null;
  const [previews, pdf] = await Promise.all([
    renderPreviews(layout, picture),
    renderPrintPdf(layout, picture, title),
    picture,
  ]);
  return {
    layout,
    previews,
    pdf,
    checks: printChecks(layout, source),
    effectiveDpi: source && layout.pictureBox ? effectiveDpi(source, layout.pictureBox, layout.crop) : null,
    pictureSize: source ? { width: source.width, height: source.height } : null,
  };
}
