/**
 * The browser side of the layout agreement test and the layout bench: the shared layout with
 * fonts loaded the way the web app loads them (src/web/lib/card-fonts.ts), built by Vite into
 * a page of its own (build-harness.mjs).
 */
import { loadStyleFonts } from '../../../src/web/lib/card-fonts';
import { layoutCardTexts, type CardTexts } from '../../../src/shared/card-layout/layout-card-texts';
import type { CardStyleId } from '../../../src/shared/creation-rules';
import { blockSummary, type CardSummary } from './block-summary';
import { typingTimes } from './typing-times.mjs';

async function layoutCards(texts: CardTexts[], style: CardStyleId): Promise<CardSummary[]> {
  const fontOf = await loadStyleFonts(style);
  return texts.map((card) => {
    const blocks = layoutCardTexts(card, style, fontOf);
    return {
      front: blockSummary(blocks.front),
      inside: blockSummary(blocks.inside),
      back: blockSummary(blocks.back),
      mark: blockSummary(blocks.mark),
    };
  });
}

/** Each font file this page fetched, by address, with the SHA-256 of its bytes. */
async function fetchedFontFiles(): Promise<{ url: string; sha256: string }[]> {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => /\.woff2?$/.test(new URL(url).pathname));
  return Promise.all(
    urls.map(async (url) => {
      const digest = await crypto.subtle.digest('SHA-256', await (await fetch(url)).arrayBuffer());
      return { url, sha256: [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('') };
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
