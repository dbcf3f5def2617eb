/**
 * The browser side of the layout agreement test and the layout bench: the shared layout with
 * fonts loaded the way the web app loads them (src/web/lib/card-fonts.ts), built by Vite into
 * a page of its own (build-harness.mjs).
 */
import { loadFallbackFace, loadStyleFonts, loadedFace } from '../../../src/web/lib/card-fonts';
import { facesNeeded, layoutCardTexts, type CardTexts } from '../../../src/shared/card-layout/layout-card-texts';
import type { CardStyleId } from '../../../src/shared/creation-rules';
import { blockSummary, type CardSummary } from './block-summary';
import { typingTimes } from './typing-times.mjs';

async function layoutCards(texts: CardTexts[], style: CardStyleId): Promise<CardSummary[]> {
  const fontOf = await loadStyleFonts(style);
  // As the editor does: the fallback faces the texts need are loaded before they are laid out.
  for (const card of texts) await facesNeeded(card, style, fontOf, loadFallbackFace);
  return texts.map((card) => {
    const blocks = layoutCardTexts(card, style, fontOf, {}, loadedFace);
    return {
      front: blockSummary(blocks.front),
      inside: blockSummary(blocks.inside),
      back: blockSummary(blocks.back),
      mark: blockSummary(blocks.mark),
    };
  });
}

/** Each font file this page fetched, by address, with the SHA-256 of its bytes. */
async function fetchedFontFiles(): Promise<{ url: string; sha256: string; bytes: number }[]> {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => /\.woff2?$/.test(new URL(url).pathname));
  return Promise.all(
    urls.map(async (url) => {
      const body = await (await fetch(url)).arrayBuffer();
      const digest = await crypto.subtle.digest('SHA-256', body);
      return {
        url,
        bytes: body.byteLength,
        sha256: [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join(''),
      };
    }),
  );
}

async function typing(text: string, style: CardStyleId, others: CardTexts) {
  const started = performance.now();
  const fontOf = await loadStyleFonts(style);
  const fontsMs = performance.now() - started;
  return {
    fontsMs,
    ...typingTimes(
      text,
      others,
      (texts: CardTexts) => layoutCardTexts(texts, style, fontOf),
      () => performance.now(),
    ),
  };
}

const harness = { layoutCards, fetchedFontFiles, typing };
export type LayoutHarness = typeof harness;
(window as unknown as { cardLayout: LayoutHarness }).cardLayout = harness;
