import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { layoutCardTexts, type CardTexts } from '@shared/card-layout/layout-card-texts';
import type { LayoutFont } from '@shared/card-layout/layout-font';
import type { CardPageFonts } from '@/lib/card-fonts';
import { cardStyleLooks } from '@shared/card-layout/card-style-looks';
import { cropSourceRect } from '@shared/card-layout/picture-crop';
import type { CardStyleId } from '@shared/creation-rules';
import { useCardLayout } from '../hooks/use-card-layout';
import type { LoadPageFonts } from '../hooks/use-card-page-fonts';
import { CardPages } from './card-pages';
import type { FrontPictureView } from './front-picture';
import { evenFont, fakeFonts } from '@/test-support/even-font';

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
    const drawn = [...insideRight.querySelectorAll('text')];
    expect(drawn.map((line) => line.textContent)).toEqual(expected.lines.map((line) => line.text));
    expect(drawn.map((line) => Number(line.getAttribute('y')))).toEqual(expected.lines.map((line) => line.baseline));
    // Each character sits where the layout measured it: half an em apart at the laid-out size,
    // in a run (<tspan>) drawn by its face's family.
    const run = drawn[0]!.querySelector('tspan')!;
    const xs = run.getAttribute('x')!.split(' ').map(Number);
    expect(xs[0]).toBeCloseTo(expected.lines[0]!.x, 2);
    expect(xs[1]! - xs[0]!).toBeCloseTo(expected.size / 2, 2);
    expect(run.getAttribute('font-family')).toBe('"Even Test Face"');

    const back = screen.getByRole('img', { name: pageNames[3] });
    expect([...back.querySelectorAll('text')].map((line) => line.textContent)).toContain('KEEPSAKE');
  });

  it('draws a front without a picture as the print does: the words laid out on the paper', async () => {
    render(<Pages style="realistic" picture={null} loadFonts={() => Promise.resolve(fakeFonts)} />);
    const front = await screen.findByRole('img', { name: pageNames[0] });
    expect(front.tagName).toBe('DIV');
    const expected = layoutCardTexts(cardTexts, 'realistic', () => evenFont).front;
    expect([...front.querySelectorAll('text')].map((line) => line.textContent)).toEqual(
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
    const latinOnly: LayoutFont = { ...evenFont, hasGlyph: (codePoint) => codePoint < 0x400 };
    const cyrillic: LayoutFont = { ...evenFont, name: '@fontsource/test/cyrillic.woff' };
    let loaded = false;
    const fonts: CardPageFonts = {
      fontOf: () => latinOnly,
      familyOf: (font) => (font === cyrillic ? 'Cyrillic Test Face' : 'Even Test Face'),
      faceOf: () => (loaded ? cyrillic : undefined),
      loadFaces: async () => {
        loaded = true;
        return 1;
      },
    };
    const texts = { ...cardTexts, inside: 'С любовью, Maya' };
    render(<Pages style="sketch" picture={null} texts={texts} loadFonts={() => Promise.resolve(fonts)} />);
    const inside = await screen.findByRole('img', { name: `Inside Right: ${texts.inside}` });
    await vi.waitFor(() => expect(inside.querySelector('text')?.textContent).toBe('С любовью, Maya'));
    const runs = [...inside.querySelectorAll('tspan')].map((run) => [run.getAttribute('font-family'), run.textContent]);
    expect(runs).toEqual([
      ['"Cyrillic Test Face"', 'С'],
      ['"Even Test Face"', ' '],
      ['"Cyrillic Test Face"', 'любовью'],
      ['"Even Test Face"', ', Maya'],
    ]);
  });
});
