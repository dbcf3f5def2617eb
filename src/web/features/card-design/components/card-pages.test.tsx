import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { layoutCardTexts, type CardTexts } from '@shared/card-layout/layout-card-texts';
import { loadEmojiTable } from '@shared/card-layout/emoji-art';
import type { LayoutFont } from '@shared/card-layout/layout-font';
import type { CardPageFonts } from '@/lib/card-fonts';
import { cardStyleLooks } from '@shared/card-layout/card-style-looks';
import { cropSourceRect } from '@shared/card-layout/picture-crop';
import type { CardStyleId } from '@shared/creation-rules';
import { useCardLayout } from '../hooks/use-card-layout';
import type { LoadPageFonts } from '../hooks/use-card-page-fonts';
import { CardPages } from './card-pages';
import type { FrontPictureView } from './front-picture';
import { evenFont, evenTestFont, fakeFonts } from '@/test-support/even-font';

function Pages({
  style,
  picture,
  loadFonts,
  texts = cardTexts,
}: {
  style: CardStyleId;
  picture: FrontPictureView | null;
  loadFonts: LoadPageFonts;
  texts?: CardTexts;
}) {
  const design = { texts, style };
  return <CardPages design={design} layout={useCardLayout(design, loadFonts)} picture={picture} />;
}

const photo = { width: 4000, height: 3000 };
const crop = { x: 0.3, y: 0.5, zoom: 1.5 };

const cardTexts: CardTexts = {
  front: 'Happy birthday, Maya',
  inside:
    'Thirty years of laughing at the same terrible jokes, and I would not trade a single one of them for anything in the world.',
  back: 'With love from all of us',
};

const pageNames = [
  `Front: ${cardTexts.front}`,
  'Inside Left: blank',
  `Inside Right: ${cardTexts.inside}`,
  `Back: ${cardTexts.back}`,
];

describe('the four card pages', () => {
  it('names each page and its words, and draws Inside Right with the shared layout’s lines', async () => {
    render(
      <Pages
        style="vintage"
        picture={{
          url: 'blob:photo',
          size: photo,
          printSize: photo,
          crop,
          treated: { url: 'data:image/webp;base64,AAAA', style: 'vintage', crop },
        }}
        loadFonts={() => Promise.resolve(fakeFonts)}
      />,
    );
    const insideRight = await screen.findByRole('img', { name: pageNames[2] });
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('aria-label'))).toEqual(pageNames);
    // The server's treated drawing fills the style's picture box, under the front's words.
    const front = screen.getByRole('img', { name: pageNames[0] });
    const treated = within(front).getByTestId('front-picture-treated');
    expect(treated.getAttribute('href')).toBe('data:image/webp;base64,AAAA');
    expect(Number(treated.getAttribute('width'))).toBe(cardStyleLooks.vintage.pictureBox.width);

    const expected = layoutCardTexts(cardTexts, 'vintage', () => evenFont).inside;
    expect(expected.lines.length).toBeGreaterThan(1);
    const drawn = [...insideRight.querySelectorAll('[data-line]')];
    expect(drawn.map((line) => line.getAttribute('data-line'))).toEqual(expected.lines.map((line) => line.text));
    // Each glyph sits where the layout placed it: on its line's baseline, half an em apart at the
    // laid-out size, from the first line's left end.
    const placed = [...drawn[0]!.querySelectorAll('use')].map((use) =>
      /translate\(([-\d.]+) ([-\d.]+)\)/.exec(use.getAttribute('transform')!)!.slice(1).map(Number),
    );
    expect(placed[0]![0]).toBeCloseTo(expected.lines[0]!.x, 1);
    expect(placed[0]![1]).toBeCloseTo(expected.lines[0]!.baseline, 1);
    expect(placed[1]![0]! - placed[0]![0]!).toBeCloseTo(expected.size / 2, 1);

    const back = screen.getByRole('img', { name: pageNames[3] });
    expect([...back.querySelectorAll('[data-line]')].map((line) => line.getAttribute('data-line'))).toContain(
      'KEEPSAKE',
    );
  });

  it('draws a front without a picture as the print does: the words laid out on the paper', async () => {
    render(<Pages style="realistic" picture={null} loadFonts={() => Promise.resolve(fakeFonts)} />);
    const front = await screen.findByRole('img', { name: pageNames[0] });
    expect(front.tagName).toBe('DIV');
    const expected = layoutCardTexts(cardTexts, 'realistic', () => evenFont).front;
    expect([...front.querySelectorAll('[data-line]')].map((line) => line.getAttribute('data-line'))).toEqual(
      expected.lines.map((line) => line.text),
    );
  });

  it('holds each page’s place, named, while the fonts load', () => {
    render(<Pages style="sketch" picture={null} loadFonts={() => new Promise<CardPageFonts>(() => {})} />);
    const pages = screen.getAllByRole('img');
    expect(pages.map((page) => page.getAttribute('aria-label'))).toEqual(pageNames);
    for (const page of pages) {
      expect(page?.getAttribute('aria-busy')).toBe('true');
      expect(within(page).queryByText(/./)).toBeNull();
    }
  });

  it('cuts the customer’s own picture by the shared crop maths while the treated one is on its way', async () => {
    render(
      <Pages
        style="realistic"
        // A treated drawing of another crop is not this crop's: the live picture is shown.
        picture={{
          url: 'blob:photo',
          size: photo,
          printSize: photo,
          crop,
          treated: { url: 'data:old', style: 'realistic', crop: { ...crop, zoom: 1 } },
        }}
        loadFonts={() => Promise.resolve(fakeFonts)}
      />,
    );
    const front = await screen.findByRole('img', { name: pageNames[0] });
    expect(within(front).queryByTestId('front-picture-treated')).toBeNull();
    const live = within(front).getByTestId('front-picture-live');
    expect(live.getAttribute('href')).toBe('blob:photo');
    const rect = cropSourceRect(photo, cardStyleLooks.realistic.pictureBox, crop);
    expect(live.parentElement?.getAttribute('viewBox')).toBe(`${rect.x} ${rect.y} ${rect.width} ${rect.height}`);
  });

  it('lays the texts out again, runs in their own faces, once the fallback faces they need arrive', async () => {
    const latinOnly = evenTestFont('Even', (codePoint) => codePoint < 0x400);
    const cyrillicOutline = 'M0 0L400 0L400 600Z';
    const cyrillic: LayoutFont = {
      ...evenTestFont('@fontsource/test/cyrillic.woff'),
      glyphPath: () => cyrillicOutline,
    };
    let loaded = false;
    const fonts: CardPageFonts = {
      fontOf: () => latinOnly,
      faceOf: () => (loaded ? cyrillic : undefined),
      loadFaces: async () => {
        loaded = true;
        return 1;
      },
    };
    const texts = { ...cardTexts, inside: 'С любовью, Maya' };
    render(<Pages style="sketch" picture={null} texts={texts} loadFonts={() => Promise.resolve(fonts)} />);
    const inside = await screen.findByRole('img', { name: `Inside Right: ${texts.inside}` });
    await vi.waitFor(() => expect(inside.querySelector('[data-line]')?.getAttribute('data-line')).toBe(texts.inside));
    // Each glyph drawn from its face's outline: 8 Cyrillic letters, then the Latin ones (no space drawn).
    const outlines = [...inside.querySelectorAll('use')].map((use) =>
      inside.querySelector(`[id="${use.getAttribute('href')!.slice(1)}"]`)?.getAttribute('d'),
    );
    expect(outlines.filter((d) => d === cyrillicOutline)).toHaveLength(8);
    expect(outlines.filter((d) => d !== cyrillicOutline)).toHaveLength(5);
  });

  it('draws an emoji as its artwork once the emoji table arrives, though no face came with it', async () => {
    const latinOnly = evenTestFont('Even', (codePoint) => codePoint < 0x400);
    // As loadCardFaces does for a Latin text with an emoji: the table loads, no face is added.
    const fonts: CardPageFonts = {
      fontOf: () => latinOnly,
      faceOf: () => undefined,
      loadFaces: async () => {
        await loadEmojiTable();
        return 0;
      },
    };
    const texts = { ...cardTexts, inside: 'Love 🎂' };
    render(<Pages style="sketch" picture={null} texts={texts} loadFonts={() => Promise.resolve(fonts)} />);
    const inside = await screen.findByRole('img', { name: `Inside Right: ${texts.inside}` });
    await vi.waitFor(() => expect(inside.querySelector('image')?.getAttribute('href')).toMatch(/\/1f382\.svg$/));
  });
});
