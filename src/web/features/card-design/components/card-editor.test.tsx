import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { cardEditorTexts as texts } from '@shared/card-editor-texts';
import { designScreenTexts } from '@shared/card-design-texts';
import { printCheckMessages } from '@shared/card-design-rules';
import { layoutCardTexts, type CardTexts } from '@shared/card-layout/layout-card-texts';
import type { LayoutFont } from '@shared/card-layout/layout-font';
import type { CardPageFonts } from '@/lib/card-fonts';
import { cardTextMessages } from '@shared/card-text-rules';
import { cardEditorRoutes, drawnFrontPicture } from '@/test-support/card-editor-routes';
import { fakeServer } from '@/test-support/fake-fetch';
import { renderScreen } from '@/test-support/render-screen';
import { CardEditor, type EditorDesign } from './card-editor';
import { evenFont, fakeFonts } from '@/test-support/even-font';

const written: CardTexts = {
  front: 'Happy birthday, Maya',
  inside: 'Thirty years of terrible jokes, and I would not trade one of them.',
  back: 'With love from all of us',
};

/** The editor as a page holds it: the page keeps the design, the editor changes it. */
function Harness({
  onDesign,
  font = evenFont,
  mediaId,
  loadFaces,
}: {
  onDesign?: (design: EditorDesign, cause?: 'adopted') => void;
  font?: LayoutFont;
  mediaId?: string;
  loadFaces?: CardPageFonts['loadFaces'];
}) {
  const [design, setDesign] = useState<EditorDesign>({ texts: written, textScale: {}, crop: null });
  return (
    <CardEditor
      written={written}
      design={design}
      style="realistic"
      picture={{ target: mediaId ? { mediaId } : null, url: null }}
      onChange={(next, cause) => {
        setDesign(next);
        onDesign?.(next, cause);
      }}
      loadFonts={() => Promise.resolve({ ...fakeFonts, fontOf: () => font, faceOf: () => undefined, loadFaces })}
    />
  );
}

const insideRight = (words: string) =>
  screen.findByRole('img', { name: designScreenTexts.pageImageName('Inside Right', words) });

describe('the card editor', () => {
  it('lays Inside Right out again as the customer types, and goes back to the written text in one step', async () => {
    const { user } = renderScreen(<Harness />);
    await insideRight(written.inside);
    const field = screen.getByRole('textbox', { name: texts.textLabel('inside') });
    await user.clear(field);
    await user.type(field, 'Short and sweet');
    const page = await insideRight('Short and sweet');
    const expected = layoutCardTexts({ ...written, inside: 'Short and sweet' }, 'realistic', () => evenFont).inside;
    expect([...page.querySelectorAll('[data-line]')].map((line) => line.getAttribute('data-line'))).toEqual(
      expected.lines.map((line) => line.text),
    );

    await user.click(screen.getByRole('button', { name: texts.resetTexts }));
    expect(field).toHaveProperty('value', written.inside);
    await insideRight(written.inside);
    expect(screen.getByText(texts.resetTextsDone)).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.resetTexts })).toHaveProperty('disabled', true);
  });

  it('says a blank text is blank, beside the field', async () => {
    const { user } = renderScreen(<Harness />);
    const field = screen.getByRole('textbox', { name: texts.textLabel('back') });
    await user.clear(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(texts.blankText('back'))).toBeTruthy();
  });

  it('sizes a text within the style’s limits and reads the size out in points', async () => {
    let last: EditorDesign | undefined;
    renderScreen(<Harness onDesign={(design) => (last = design)} />);
    await insideRight(written.inside);
    const size = screen.getByRole('slider', { name: texts.sizeLabel('inside') });
    fireEvent.change(size, { target: { value: '50' } });
    expect(last?.textScale.inside).toBe(0.5);
    const laid = layoutCardTexts(written, 'realistic', () => evenFont, { inside: 0.5 }).inside;
    expect(size.getAttribute('aria-valuetext')).toBe(texts.sizeValue(50, laid.style.maxSize));
    const page = await insideRight(written.inside);
    // Glyphs drawn at the laid-out size: the even font's 1000 units scaled to it.
    const scale = /scale\(([\d.]+)/.exec(page.querySelector('use')!.getAttribute('transform')!)![1];
    expect(Number(scale) * 1000).toBeCloseTo(laid.size, 2);
  });

  it('puts a check next to the page it concerns, live', async () => {
    // Five ems a character: a long back text has to shrink below a readable size.
    const wideFont: LayoutFont = {
      ...evenFont,
      shape: (text, rtl) => evenFont.shape(text, rtl).map((glyph) => ({ ...glyph, advance: 5 })),
    };
    renderScreen(<Harness font={wideFont} />);
    await insideRight(written.inside);
    expect(screen.queryByRole('list', { name: texts.checksLabel('Back') })).toBeNull();
    const longBack = 'word '.repeat(40).trim();
    fireEvent.change(screen.getByRole('textbox', { name: texts.textLabel('back') }), { target: { value: longBack } });
    const laid = layoutCardTexts({ ...written, back: longBack }, 'realistic', () => wideFont).back;
    expect(laid.belowReadable).toBe(true);
    const checks = await screen.findByRole('list', { name: texts.checksLabel('Back') });
    expect(within(checks).getByText(printCheckMessages.smallText('back', laid.size))).toBeTruthy();
    expect(screen.queryByRole('list', { name: texts.checksLabel('Inside Right') })).toBeNull();
  });

  it('refuses pasted control characters at the field, in the text’s own words', () => {
    renderScreen(<Harness />);
    const field = screen.getByRole('textbox', { name: texts.textLabel('front') });
    fireEvent.change(field, { target: { value: 'Happy\u000bbirthday' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(cardTextMessages.unsafeCharacters('front'))).toBeTruthy();
  });

  it('starts from the renderer’s crop, moves and zooms by keys with a spoken note, and leaves Ctrl+ to the browser', async () => {
    fakeServer({ ...cardEditorRoutes() });
    const changes: { design: EditorDesign; cause: string | undefined }[] = [];
    const { user } = renderScreen(
      <Harness
        mediaId="0b7c1e52-8f0e-4a39-9a57-3d2f6c1b9e41"
        onDesign={(design, cause) => changes.push({ design, cause })}
      />,
    );
    const control = await screen.findByRole('group', { name: texts.pictureControl });
    // The first crop is the server's own, taken up as such (not as the customer's move).
    expect(changes[0]).toEqual({ design: expect.objectContaining({ crop: drawnFrontPicture.crop }), cause: 'adopted' });

    control.focus();
    await user.keyboard('{Control>}+{/Control}');
    expect(changes).toHaveLength(1);
    await user.keyboard('+');
    expect(changes.at(-1)!.design.crop?.zoom).toBeCloseTo(1.1, 6);
    expect(changes.at(-1)!.cause).toBeUndefined();
    expect(screen.getByText(texts.pictureZoomed(1.1))).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(changes.at(-1)!.design.crop!.x).toBeLessThan(drawnFrontPicture.crop.x);
    expect(screen.getByText(texts.pictureMoved)).toBeTruthy();
    expect(screen.getByRole('slider', { name: texts.zoomLabel })).toHaveProperty('value', '110');
  });

  it('names a left-out character only once its faces have been tried, not while they load', async () => {
    // A typeface without Cyrillic, and fallback faces that are slow to answer (and bring none).
    const latinOnly = { ...evenFont, hasGlyph: (codePoint: number) => codePoint < 0x400 };
    let finish: (added: number) => void = () => {};
    const loadFaces = (texts: CardTexts) =>
      /[\u0400-\u04ff]/.test(texts.inside) ? new Promise<number>((resolve) => (finish = resolve)) : Promise.resolve(0);
    renderScreen(<Harness font={latinOnly} loadFaces={loadFaces} />);
    await insideRight(written.inside);
    fireEvent.change(screen.getByRole('textbox', { name: texts.textLabel('inside') }), { target: { value: 'Привет' } });
    await insideRight('Привет');
    expect(screen.queryByRole('list', { name: texts.checksLabel('Inside Right') })).toBeNull();
    finish(0);
    const checks = await screen.findByRole('list', { name: texts.checksLabel('Inside Right') });
    expect(within(checks).getByText(printCheckMessages.charactersLeftOut('inside', [...'Привет']))).toBeTruthy();
  });
});
