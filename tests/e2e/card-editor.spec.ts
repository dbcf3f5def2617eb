import { expectDrawnLines, openEditor, pageImage, payAtCheckout, renderedDesign } from './support/card-editor';
import { expect, test, type Page } from './support/test';
import { cardEditorTexts } from '../../src/shared/card-editor-texts';
import { optionsScreenTexts } from '../../src/shared/creation-screen-texts';
import { creationSessionKeys, type EditorDraft } from '../../src/shared/creation-session';
import { paths } from '../../src/shared/routes';
import { layoutCard } from '../../src/server/card-renderer/card-layout';

/**
 * Issue 17's walk, on a desktop and on a phone: pick an option, edit the inside text and see it
 * on Inside Right as the print lays it out, move the picture, switch style, pay, and the order's
 * design holds the edited text, the crop and the style.
 */
const editedInside =
  'Ana, you beat me at air hockey and then bought the chips anyway. Thank you for every pier, every sunset and every rematch still to come.';

async function editorCrop(page: Page): Promise<EditorDraft['crop']> {
  return page.evaluate((key) => {
    const draft = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { editor?: EditorDraft };
    return draft.editor?.crop ?? null;
  }, creationSessionKeys.optionsDraft);
}

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, hasTouch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true },
] as const) {
  test.describe(`the card editor on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, hasTouch: device.hasTouch });
    test.describe.configure({ timeout: 120_000 });

    test('edit the inside text, move the picture, pay, and the order keeps it all', async ({ page, request }) => {
      const { customer, editor, written } = await openEditor(page, request, `editor-${device.name}`, {
        firstName: 'Maya',
        lastName: 'Chen',
      });
      const insideField = editor.getByRole('textbox', { name: cardEditorTexts.textLabel('inside') });
      await expect(pageImage(editor, 'Inside Right', written.inside)).toBeVisible();

      // Typed, not pasted: each keystroke lays the page out again. Inside Right shows the
      // print's own lines for the new words.
      await insideField.clear();
      await insideField.pressSequentially(editedInside);
      const insideRight = pageImage(editor, 'Inside Right', editedInside);
      const printed = layoutCard({ ...written, inside: editedInside, style: 'realistic' }, { hasPicture: true }).texts
        .inside;
      await expectDrawnLines(
        insideRight,
        printed.lines.map((line) => line.text),
      );

      // The server's treated picture arrives with the renderer's own crop; the editor takes it.
      const front = pageImage(editor, 'Front', written.front);
      await expect(front.getByTestId('front-picture-treated')).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => editorCrop(page)).not.toBeNull();
      const firstCrop = (await editorCrop(page))!;

      // Keyboard: zoom in, then move the picture left; the crop follows, and the treated
      // picture is drawn again for it.
      const control = editor.getByRole('group', { name: cardEditorTexts.pictureControl });
      await control.focus();
      await page.keyboard.press('+');
      await page.keyboard.press('+');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => (await editorCrop(page))?.zoom).toBeGreaterThan(firstCrop.zoom);
      // Then a drag to the right, by mouse or finger alike (pointer events).
      const box = (await control.boundingBox())!;
      const keyed = (await editorCrop(page))!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, { steps: 5 });
      await page.mouse.up();
      await expect.poll(async () => (await editorCrop(page))?.x).toBeLessThan(keyed.x);
      await expect(front.getByTestId('front-picture-treated')).toBeVisible({ timeout: 30_000 });
      const chosenCrop = (await editorCrop(page))!;

      // A style switch lays the card out in the new style's typefaces.
      const vintage = page.getByRole('radio', { name: 'Vintage' });
      await page.locator('label').filter({ has: vintage }).click();
      await expect(vintage).toBeChecked();
      const vintageLines = layoutCard({ ...written, inside: editedInside, style: 'vintage' }, { hasPicture: true })
        .texts.inside.lines;
      await expectDrawnLines(
        insideRight,
        vintageLines.map((line) => line.text),
      );
      // The front's picture is the server's vintage treatment for the same crop, never the last style's.
      await expect(front.getByTestId('front-picture-treated')).toHaveAttribute('data-style', 'vintage', {
        timeout: 30_000,
      });
      expect(await editorCrop(page)).toEqual(chosenCrop);

      await page.getByRole('button', { name: optionsScreenTexts.continue }).click();
      await expect(page).toHaveURL(paths.createCheckout);
      const summary = page.getByTestId('order-summary');
      await expectDrawnLines(
        pageImage(summary, 'Inside Right', editedInside),
        vintageLines.map((line) => line.text),
      );

      const orderId = await payAtCheckout(page, customer);

      // The order's design, once rendered: the edited words, the crop shown and the style.
      const design = await renderedDesign(request, customer, orderId, 60_000);
      expect(design.texts).toEqual({ ...written, inside: editedInside });
      expect(design.style).toBe('vintage');
      expect(design.crop).toEqual(chosenCrop);
    });
  });
}
