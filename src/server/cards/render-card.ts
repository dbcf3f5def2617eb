import { cardGeometry, type PageName } from './card-geometry.js';
import { layoutCard, type CardDesignInput, type CardLayout } from './card-layout.js';
import { effectiveDpi, renderPicture } from './card-picture.js';
import type { RawPicture } from './picture-treatments.js';
import { printChecks, type PrintCheck } from './print-checks.js';
import { renderPreviews } from './render-previews.js';
import { renderPrintPdf } from './render-pdf.js';
import type { SourcePicture } from './source-picture.js';

export interface RenderedCard {
  layout: CardLayout;
  previews: Record<PageName, Buffer>;
  pdf: Uint8Array;
  checks: PrintCheck[];
  /** The picture's effective resolution at print size, or null without a picture. */
  effectiveDpi: number | null;
}

/**
 * Makes everything an order's card needs from the design and the customer's picture: the four
 * page previews (WebP, 1200 px wide) and the print PDF, drawn from one layout so they agree,
 * and the pre-print checks. The picture is treated once at 300 dpi; the previews reuse it.
 */
export async function renderCard(
  design: CardDesignInput,
  source: SourcePicture | null,
  title: string,
): Promise<RenderedCard> {
  const layout = layoutCard(design, { hasPicture: Boolean(source) });
  let picture: RawPicture | null = null;
  if (source && layout.pictureBox) {
    picture = await renderPicture(source, layout.pictureBox, layout.style, cardGeometry.printDpi / 72);
  }
  const [previews, pdf] = await Promise.all([renderPreviews(layout, picture), renderPrintPdf(layout, picture, title)]);
  return {
    layout,
    previews,
    pdf,
    checks: printChecks(layout, source),
    effectiveDpi: source && layout.pictureBox ? effectiveDpi(source, layout.pictureBox) : null,
  };
}
