import { expect, test, type APIRequestContext } from './support/test';
import { paidCardOrder } from './support/card-order';
import { cardEditorTexts } from '../../src/shared/card-editor-texts';
import { designScreenTexts } from '../../src/shared/card-design-texts';

/**
 * The card after payment, end to end: the order is paid through the API as the checkout page
 * would, the preview e-mail is read from the development mailbox, and its links are followed
 * in Chromium.
 */

interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function mailbox(request: APIRequestContext, email: string): Promise<MailMessage[]> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: MailMessage[] }).messages;
}

/** Waits until `count` messages whose subject matches have arrived; returns the newest. */
async function waitForMail(request: APIRequestContext, email: string, subject: RegExp, count = 1) {
  let found: MailMessage[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailbox(request, email)).filter((message) => subject.test(message.subject));
        return found.length;
      },
      { timeout: 45_000, intervals: [500, 1000] },
    )
    .toBeGreaterThanOrEqual(count);
  return found[0]!;
}

async function signUp(request: APIRequestContext, email: string): Promise<string> {
  expect((await request.post('/api/auth/send-verification', { data: { email } })).ok()).toBe(true);
  const code = (await waitForMail(request, email, /./)).text.match(/\b(\d{6})\b/)?.[1];
  expect((await request.post('/api/auth/verify-code', { data: { email, code } })).ok()).toBe(true);
  const completed = await request.post('/api/auth/complete-signup', {
    data: { email, firstName: 'Robin', lastName: 'Ortiz' },
  });
  expect(completed.ok()).toBe(true);
  return ((await completed.json()) as { token: string }).token;
}

/** Signs up, orders a card and pays for it with the local processor's 4242 card. */
async function payForCard(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const token = await signUp(request, email);
  const { orderId } = await paidCardOrder(
    request,
    { token, email, firstName: 'Robin', lastName: 'Ortiz' },
    {
      cardStyle: 'realistic',
      card: { front: 'Happy birthday, Jo!', inside: 'To many more sunsets together.', back: 'Love, Robin' },
      memoryDescription: 'A sunset at the beach',
    },
  );
  const authorization = `Bearer ${token}`;
  return { email, orderId, authorization };
}

function reviewLinks(html: string) {
  const decoded = html.replace(/&amp;/g, '&');
  const href = (page: string) => new URL(new RegExp(`href="(https?:[^"]*/${page}\\?token=[^"]+)"`).exec(decoded)![1]!);
  const images = [...decoded.matchAll(/<img[^>]+src="([^"]+\/api\/email-images\/[^"]+)"/g)].map(
    (match) => new URL(match[1]!),
  );
  return { approve: href('approve'), change: href('change'), images };
}

const previewSubject = /ready for your approval/;

test.describe('the card preview and approval', () => {
  test.setTimeout(120_000);

  test('the preview e-mail shows the pages, and its approve link moves the order to processing', async ({
    page,
    request,
  }) => {
    const { email, orderId, authorization } = await payForCard(request, 'approve');
    const mail = await waitForMail(request, email, previewSubject);
    const { approve, images } = reviewLinks(mail.html);
    expect(images).toHaveLength(4);
    for (const image of images) {
      const response = await request.get(`${image.pathname}${image.search}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
    }

    await page.goto(`${approve.pathname}${approve.search}`);
    await expect(page.getByRole('heading', { name: designScreenTexts.approveTitle })).toBeVisible();
    const pages = page.getByRole('list', { name: 'Card pages' }).getByRole('img');
    await expect(pages).toHaveCount(4);
    await expect(page.getByRole('img', { name: 'Front of your card' })).toHaveJSProperty('complete', true);
    expect(
      await page.getByRole('img', { name: 'Front of your card' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(1200);

    await page.getByRole('button', { name: designScreenTexts.approve }).click();
    await expect(page.getByText(designScreenTexts.approvedHeading)).toBeVisible();

    const design = await request.get(`/api/orders/${orderId}/design`, { headers: { authorization } });
    expect(await design.json()).toMatchObject({ state: 'approved', orderStatus: 'processing' });

    // The link worked once: opened again, it shows the approved card and offers nothing to do.
    await page.reload();
    await expect(page.getByText(designScreenTexts.approvedHeading)).toBeVisible();
    await expect(page.getByRole('button', { name: designScreenTexts.approve })).toHaveCount(0);
  });

  test('the development mailbox shows the preview pictures at localhost and at 127.0.0.1', async ({
    page,
    request,
    baseURL,
  }) => {
    const { email } = await payForCard(request, 'mailbox');
    const mail = (await waitForMail(request, email, previewSubject)) as MailMessage & { id: string };
    const port = new URL(baseURL!).port;
    // PUBLIC_URL is http://127.0.0.1:<port>; at localhost the pictures come from another origin.
    for (const host of ['127.0.0.1', 'localhost']) {
      await page.goto(`http://${host}:${port}/dev/mailbox/${mail.id}`);
      const images = page.getByRole('img');
      await expect(images).toHaveCount(4);
      for (const image of await images.all()) {
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
          .toBeGreaterThan(0);
      }
    }
  });

  test('the change link gives a new preview the same page can approve; the old link says it was replaced', async ({
    page,
    request,
  }) => {
    const { email, orderId } = await payForCard(request, 'change');
    const first = reviewLinks((await waitForMail(request, email, previewSubject)).html);
    const { change } = first;

    await page.goto(`${change.pathname}${change.search}`);
    await expect(page.getByRole('heading', { name: designScreenTexts.changeTitle })).toBeVisible();
    await expect(page.getByTestId('rounds-rule')).toHaveText(designScreenTexts.roundsRule(3));
    const inside = page.getByRole('textbox', { name: designScreenTexts.insideLabel });
    await expect(inside).toHaveValue('To many more sunsets together.');
    await inside.fill('To many more sunsets, and fewer sunburns.');
    // The picture is zoomed in on the front itself, with the keyboard.
    const zoom = page.getByRole('slider', { name: cardEditorTexts.zoomLabel });
    await expect(zoom).toHaveValue('100', { timeout: 30_000 });
    await page.getByRole('group', { name: cardEditorTexts.pictureControl }).focus();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect(zoom).toHaveValue('121');
    // The radio is visually hidden inside its picture card: the customer clicks the card.
    const sketch = page.getByRole('radio', { name: 'Sketch' });
    await page.locator('label').filter({ has: sketch }).click();
    await expect(sketch).toBeChecked();
    await page.getByRole('button', { name: designScreenTexts.submitChange }).click();

    await expect(page.getByText(designScreenTexts.newPreviewReady)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('list', { name: 'Card pages' }).getByRole('img')).toHaveCount(4);
    const second = await waitForMail(request, email, previewSubject, 2);
    expect(reviewLinks(second.html).images[0]!.pathname).toMatch(/\/2\/front\.jpg$/);

    // The new preview offers both choices here, without going back to the inbox.
    const approveButton = page.getByRole('button', { name: designScreenTexts.approve });
    await expect(approveButton).toBeVisible();
    const newestChangePage = page.url();
    await page.getByRole('button', { name: designScreenTexts.requestChange }).click();
    await expect(inside).toHaveValue('To many more sunsets, and fewer sunburns.');
    // The new revision kept the crop the editor showed.
    await expect(zoom).toHaveValue('121');

    // The first e-mail's approve link can no longer act: it says so and leads to the newest preview.
    await page.goto(`${first.approve.pathname}${first.approve.search}`);
    await expect(page.getByText(designScreenTexts.linkReplaced)).toBeVisible();
    await expect(page.getByRole('button', { name: designScreenTexts.approve })).toHaveCount(0);
    await expect(page.getByRole('link', { name: designScreenTexts.openCurrentPreview })).toHaveAttribute(
      'href',
      `/orders/${orderId}/approve`,
    );

    await page.goto(newestChangePage.replace('/change?', '/approve?'));
    await approveButton.click();
    await expect(page.getByText(designScreenTexts.approvedHeading)).toBeVisible();
  });
});
