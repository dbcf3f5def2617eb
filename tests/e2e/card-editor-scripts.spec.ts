import { PDFDocument } from 'pdf-lib';
import { expectDrawnLines, openEditor, pageImage, payAtCheckout, renderedDesign } from './support/card-editor';
import { expect, test, type Page } from './support/test';
import { pageFonts } from '../support/inspect-pdf';
import { cardEditorTexts } from '../../src/shared/card-editor-texts';
import { printCheckMessages } from '../../src/shared/card-design-rules';
import { optionsScreenTexts } from '../../src/shared/creation-screen-texts';
import { paths } from '../../src/shared/routes';
import { layoutCard } from '../../src/server/card-renderer/card-layout';

/**
 * Issue 18 in the real editor: an English card fetches no fallback face; a card in four
 * scripts fetches only the Noto files it needs, shows every character as the print lays it
 * out, names a character no face has, and its print PDF embeds the Noto faces it used.
 */
const mixedInside = 'Γειά σου, Привет, お誕生日おめでとう, Łódź!';
const privateUse = '\ue000';

/** The built app's font files this page asked for, by file name (hash and all). */
function recordFontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/assets/') && /\.woff2?$/.test(pathname)) fonts.push(pathname.split('/').pop()!);
  });
  return fonts;
}

const notoJp = /^noto-sans-jp-\d+-400-normal-.*\.woff$/;
const isNoto = (file: string) => file.startsWith('noto-');

test.describe('the card editor with text in other scripts', () => {
  test.describe.configure({ timeout: 150_000 });

  test('fetches only the faces a text needs, names what cannot print, and the PDF embeds them', async ({
    page,
    request,
  }) => {
    const fonts = recordFontRequests(page);
    const { customer, editor, written } = await openEditor(page, request, 'editor-scripts', {
      firstName: 'Zoë',
      lastName: 'Nowak',
    });
    const realistic = page.getByRole('radio', { name: 'Realistic' });
    await page.locator('label').filter({ has: realistic }).click();
    await expect(realistic).toBeChecked();
    const insideField = editor.getByRole('textbox', { name: cardEditorTexts.textLabel('inside') });
    const backField = editor.getByRole('textbox', { name: cardEditorTexts.textLabel('back') });
    await expect(pageImage(editor, 'Inside Right', written.inside)).toBeVisible();

    // An English card: the style's own typefaces only, no Noto file at all.
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter(isNoto)).toEqual([]);

    await insideField.clear();
    await insideField.pressSequentially(mixedInside);
    const printed = layoutCard({ ...written, inside: mixedInside, style: 'realistic' }, { hasPicture: true }).texts
      .inside;
    expect(printed.missingCharacters).toEqual([]);
    const insideRight = pageImage(editor, 'Inside Right', mixedInside);
    await expectDrawnLines(
      insideRight,
      printed.lines.map((line) => line.text),
    );
    await expect.poll(() => fonts.filter((file) => notoJp.test(file)).length).toBeGreaterThan(0);
    expect(fonts).toContainEqual(expect.stringMatching(/^noto-sans-greek-400-normal-/));
    await expect(editor.getByRole('list', { name: cardEditorTexts.checksLabel('Inside Right') })).toHaveCount(0);

    // A private-use character no face draws: the Back page's checks name it.
    await backField.press('Control+End');
    await backField.pressSequentially(privateUse);
    const backChecks = editor.getByRole('list', { name: cardEditorTexts.checksLabel('Back') });
    await expect(backChecks).toContainText(printCheckMessages.charactersLeftOut('back', [privateUse]));

    await backField.press('Backspace');
    await expect(backField).toHaveValue(written.back);
    await expect(backChecks).toHaveCount(0);

    await page.getByRole('button', { name: optionsScreenTexts.continue }).click();
    await expect(page).toHaveURL(paths.createCheckout);
    const orderId = await payAtCheckout(page, customer);

    const authorization = { authorization: `Bearer ${customer.token}` };
    const design = await renderedDesign(request, customer, orderId, 90_000);
    expect(design.texts.inside).toBe(mixedInside);
    expect(design.pdfUrl).toBeTruthy();

    const pdf = await request.get(design.pdfUrl!, { headers: authorization });
    expect(pdf.ok()).toBe(true);
    const doc = await PDFDocument.load(await pdf.body());
    // pdf-lib names each embedded font /<PostScript name>-<tag>.
    const embedded = new Set(
      doc
        .getPages()
        .flatMap((pdfPage) => pageFonts(doc, pdfPage))
        .map((font) => font.baseFont.replace(/^\//, '').replace(/-\d+$/, '')),
    );
    const styleFaces = new Set(
      Object.values(layoutCard({ ...design.texts, style: 'realistic' }, { hasPicture: true }).texts).flatMap((block) =>
        block.lines.flatMap((line) =>
          line.runs.flatMap((run) => (run.kind === 'glyphs' ? [run.font.font.postscriptName] : [])),
        ),
      ),
    );
    expect([...embedded].sort()).toEqual([...styleFaces].sort());
    expect(embedded).toContain('NotoSansJP-Regular');
    expect(embedded).toContain('NotoSans-Regular');
    expect([...embedded].some((name) => !name.startsWith('Noto'))).toBe(true);
  });
});
