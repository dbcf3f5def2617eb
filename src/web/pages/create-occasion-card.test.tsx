import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OccasionCard } from '@shared/api/occasions';
import type { UploadPreview } from '@shared/api/upload-endpoints';
import { creationSessionKeys as keys, type StoredUpload } from '@shared/creation-session';
import { occasionCardTexts } from '@shared/occasion-texts';
import { paths } from '@shared/routes';
import { forgetMediaRestores } from '@/lib/creation-session/restore-from-media';
import { fakeServer } from '@/test-support/fake-fetch';
import { renderScreen } from '@/test-support/render-screen';
import CreateContextPage from './create-context';
import CreateUploadPage from './create-upload';

const card: OccasionCard = {
  recipientId: '0b7c1e52-8f0e-4a39-9a57-3d2f6c1b9e40',
  occasionId: '5d1c2a90-1111-4a39-9a57-3d2f6c1b9e41',
  recipientName: 'Jane Smith',
  kind: 'birthday',
  name: null,
  date: '2027-03-14',
};
const sentence = "A card for Jane Smith's birthday on Mar 14";

const mediaId = '4f1d2c3b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
const photo: StoredUpload = {
  name: 'lake.jpg',
  type: 'image/jpeg',
  size: 3_500_000,
  data: '',
  timestamp: Date.now(),
  dataUrl: false,
  isLargeFile: true,
  useGlobalFile: true,
  isMobileUpload: false,
  requiresReupload: false,
  mediaId,
};
const preview: UploadPreview = {
  mediaId,
  kind: 'photo',
  mime: 'image/jpeg',
  name: 'lake.jpg',
  size: 3_500_000,
  preview: `data:image/jpeg;base64,${btoa('not really a jpeg')}`,
  clip: null,
};

afterEach(() => forgetMediaRestores());

describe('a card started from an occasion reminder', () => {
  it("keeps whose occasion it is from the e-mail's link, and says so", async () => {
    const server = fakeServer({ 'GET /api/occasion-cards': { body: card } });
    renderScreen(<CreateUploadPage />, { at: `${paths.create}?for=signed-token`, path: `${paths.create}/*` });
    expect(await screen.findByText(sentence)).toBeTruthy();
    expect(occasionCardTexts.cardFor('Jane Smith', 'birthday', 'Mar 14')).toBe(sentence);
    expect(server.requests('GET /api/occasion-cards')).toHaveLength(1);
    // Checkout reads the recipient from here.
    expect(JSON.parse(sessionStorage.getItem(keys.cardFor) ?? 'null')).toEqual(card);
  });

  it('starts a plain card when the link no longer works', async () => {
    const server = fakeServer({
      'GET /api/occasion-cards': { status: 404, body: { error: 'Occasion not found', code: 'NOT_FOUND' } },
    });
    renderScreen(<CreateUploadPage />, { at: `${paths.create}?for=old-token`, path: `${paths.create}/*` });
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests('GET /api/occasion-cards')).toHaveLength(1);
    expect(screen.queryByTestId('card-for')).toBeNull();
    expect(sessionStorage.getItem(keys.cardFor)).toBeNull();
  });

  it("a plain 'Create a card' (to /create) starts a card for no one, while the flow's own page keeps the person", async () => {
    sessionStorage.setItem(keys.cardFor, JSON.stringify(card));
    fakeServer({});
    const kept = renderScreen(<CreateUploadPage />, { at: paths.createUpload });
    expect(await screen.findByText(sentence)).toBeTruthy();
    kept.unmount();

    renderScreen(<CreateUploadPage />, { at: paths.create });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('card-for')).toBeNull();
    expect(sessionStorage.getItem(keys.cardFor)).toBeNull();
  });

  it('a link that no longer works forgets an earlier reminder too', async () => {
    sessionStorage.setItem(keys.cardFor, JSON.stringify({ ...card, recipientName: 'Earlier Person' }));
    fakeServer({ 'GET /api/occasion-cards': { status: 410, body: { error: 'Gone', code: 'GONE' } } });
    renderScreen(<CreateUploadPage />, { at: `${paths.create}?for=old-token`, path: `${paths.create}/*` });
    await waitFor(() => expect(sessionStorage.getItem(keys.cardFor)).toBeNull());
    expect(screen.queryByTestId('card-for')).toBeNull();
  });

  it('says on the context page whose occasion the card is for', async () => {
    sessionStorage.setItem(keys.uploadedFile, JSON.stringify(photo));
    sessionStorage.setItem(
      keys.cardFor,
      JSON.stringify({ ...card, kind: 'other', name: 'Graduation', date: '2027-06-20' }),
    );
    fakeServer({ [`GET /api/uploads/${mediaId}/preview`]: { body: preview } });
    renderScreen(<CreateContextPage />, { at: paths.createContext });
    expect(await screen.findByText("A card for Jane Smith's Graduation on Jun 20")).toBeTruthy();
  });

  it('says nothing of an occasion on a card started plainly', async () => {
    sessionStorage.setItem(keys.uploadedFile, JSON.stringify(photo));
    fakeServer({ [`GET /api/uploads/${mediaId}/preview`]: { body: preview } });
    renderScreen(<CreateContextPage />, { at: paths.createContext });
    expect(await screen.findByRole('img', { name: 'Preview of lake.jpg' })).toBeTruthy();
    expect(screen.queryByTestId('card-for')).toBeNull();
  });
});
