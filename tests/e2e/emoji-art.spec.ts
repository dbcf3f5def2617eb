import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { emojiArtUrl, emojiBox } from '../../src/shared/card-layout/emoji-art';
import { emojiSvgElement } from '../../src/server/card-renderer/emoji-art';

/**
 * The editor draws an emoji as an <image> of the artwork the app serves (SvgEmoji); the
 * previews nest the same file in the page SVG librsvg draws. In Chromium, on the app's page
 * and under its Content-Security-Policy, both must come out alike.
 */
const side = 120;
const files = ['2764', '1f44b-1f3fd', '1f1ef-1f1f5', '1fae8'];
// A 100 pt emoji, drawn at 1 px per point: big enough that only its edges' anti-aliasing differs.
const box = emojiBox(2, 100, 100);

async function librsvg(file: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="100%" height="100%" fill="#fff"/>${emojiSvgElement(file, box, 1)}</svg>`;
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

test('an emoji in the editor looks as it does in the previews', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.setViewportSize({ width: side, height: side });
  await page.goto('/');
  for (const file of files) {
    const url = emojiArtUrl(file);
    const loaded = await page.evaluate(
      async ({ url, box, side }) => {
        document.body.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" style="position:fixed;left:0;top:0;background:#fff"><image href="${url}" x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}"/></svg>`;
        document.body.style.margin = '0';
        const image = document.querySelector('image')!;
        return new Promise<boolean>((resolve) => {
          image.addEventListener('load', () => resolve(true));
          image.addEventListener('error', () => resolve(false));
        });
      },
      { url, box, side },
    );
    expect(loaded, `${url} loads`).toBe(true);
    const shot = await sharp(await page.screenshot({ clip: { x: 0, y: 0, width: side, height: side }, scale: 'css' }))
      .removeAlpha()
      .raw()
      .toBuffer();
    const server = await librsvg(file);
    let far = 0;
    let ink = 0;
    for (let at = 0; at < server.length; at += 3) {
      const difference = Math.max(...[0, 1, 2].map((channel) => Math.abs(shot[at + channel]! - server[at + channel]!)));
      if (difference > 48) far++;
      if (server[at]! + server[at + 1]! + server[at + 2]! < 720) ink++;
    }
    test.info().annotations.push({ type: file, description: `${far} of ${ink} inked pixels differ by more than 48` });
    expect(ink, file).toBeGreaterThan(0.3 * box.width * box.height);
    // Only anti-aliased edges may differ.
    expect(far, file).toBeLessThan(0.02 * ink);
  }
  expect(blocked).toEqual([]);
});
