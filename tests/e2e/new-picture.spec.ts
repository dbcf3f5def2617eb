import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type APIRequestContext } from './support/test';
import { payCardOrder, placeCardOrder } from './support/card-order';
import { designMessages } from '../../src/shared/card-design-rules';
import { designScreenTexts } from '../../src/shared/card-design-texts';

/**
 * A paid card whose stored picture cannot be decoded: the customer is e-mailed, their order
 * page asks for a new picture, and uploading one there makes the preview. Checkout refuses such
 * files, so the stored copy is damaged on disk after checkout (as a disk fault would).
 */
const media = (name: string) => readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'media', name));
const dataDir =
  process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `keepsake-e2e-${Number(process.env.E2E_PORT ?? 4173)}`);

/**
 * The stored copy of `photo`: found by its bytes, not by being the newest file, since other
 * specs running beside this one write their own media (and derived copies) to the same folder.
 */
async function storedCopyOf(folder: string, photo: Buffer): Promise<string> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await stat(file)).size === photo.length && (await readFile(file)).equals(photo)) return file;
  }
  throw new Error(`no stored copy of the order's photo in ${folder}`);
}

async function waitForMail(request: APIRequestContext, email: string, subject: RegExp) {
  let found: { subject: string; text: string }[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
        found = messages.filter((message) => subject.test(message.subject));
        return found.length;
      },
      { timeout: 45_000, intervals: [500, 1000] },
    )
    .toBeGreaterThan(0);
  return found[0]!;
}

test('a card whose picture cannot be read asks for a new one, and renders from it', async ({ page, request }) => {
  const email = `picture-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await request.post('/api/auth/send-verification', { data: { email } });
  const code = (await waitForMail(request, email, /./)).text.match(/\b(\d{6})\b/)?.[1];
  await request.post('/api/auth/verify-code', { data: { email, code } });
  const signedUp = await request.post('/api/auth/complete-signup', {
    data: { email, firstName: 'Robin', lastName: 'Ortiz' },
  });
  const { token } = (await signedUp.json()) as { token: string };
  // A photo of its own (a random colour), so its stored copy is this order's and no other spec's.
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: Math.floor(Math.random() * 256), g: 90, b: 40 } },
  })
    .jpeg({ quality: 90, optimiseCoding: false })
    .withMetadata({ exif: { IFD0: { ImageDescription: `${Date.now()}-${Math.random()}` } } })
    .toBuffer();
  const { orderId, clientSecret } = await placeCardOrder(
    request,
    { token, email, firstName: 'Robin', lastName: 'Ortiz' },
    {
      cardStyle: 'realistic',
      card: { front: 'Happy birthday, Jo!', inside: 'To many more sunsets.', back: 'Love, Robin' },
      memoryDescription: 'A sunset at the beach',
      photo,
    },
  );
  await writeFile(await storedCopyOf(path.join(dataDir, 'media'), photo), media('damaged.jpg'));
  await payCardOrder(request, token, clientSecret);

  const mail = await waitForMail(request, email, /needs a new picture/);
  expect(mail.text).toContain(`/account/orders/${orderId}`);

  await page.addInitScript((value) => window.localStorage.setItem('keepsake.authToken', value), token);
  await page.goto(`/account/orders/${orderId}`);
  const ask = page.getByTestId('new-picture');
  await expect(ask).toContainText(designMessages.pictureUnreadable);
  await page.getByLabel(designScreenTexts.newPictureLabel).setInputFiles({
    name: 'new.jpg',
    mimeType: 'image/jpeg',
    buffer: media('sunset.jpg'),
  });
  // The file travels as a resumable upload, with the creation flow's progress bar; the
  // request that replaces the picture names it by media id and carries no file.
  await expect(ask.getByRole('progressbar')).toBeVisible();
  const replaceRequest = page.waitForRequest(
    (sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === `/api/orders/${orderId}/design/picture`,
  );
  await page.getByRole('button', { name: designScreenTexts.uploadNewPicture }).click();
  const replaced = await replaceRequest;
  expect(replaced.headers()['content-type']).toContain('application/json');
  expect(replaced.postDataJSON()).toEqual({ mediaId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  await expect(ask).toBeHidden();
  await expect(page.getByText(designScreenTexts.awaitingIntro)).toBeVisible({ timeout: 45_000 });
  await waitForMail(request, email, /ready for your approval/);
});
