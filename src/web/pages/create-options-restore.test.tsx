import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StylePreviews } from '@shared/api/card-design';
import type { CardOption, GenerateResponse } from '@shared/api/generate';
import type { UploadPreview } from '@shared/api/upload-endpoints';
import type { CurrentUserResponse } from '@shared/api/user';
import { creationMessages } from '@shared/creation-messages';
import { optionsScreenTexts as texts } from '@shared/creation-screen-texts';
import { creationSessionKeys as keys, type ContextData, type StoredUpload } from '@shared/creation-session';
import { paths } from '@shared/routes';
import { localKeys } from '@/lib/storage-keys';
import { readOptionsDraft } from '@/lib/creation-session/creation-storage';
import { forgetMediaRestores } from '@/lib/creation-session/restore-from-media';
import { fakeServer, type FakeRoutes } from '@/test-support/fake-fetch';
import { hushExpectedErrors } from '@/test-support/quiet-console';
import { navigatedTo, renderScreen, toastText } from '@/test-support/render-screen';
import CreateOptionsPage from './create-options';
import { cardEditorRoutes } from '@/test-support/card-editor-routes';

const mediaId = '4f1d2c3b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
const account: CurrentUserResponse = {
  user: { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'customer' },
};
const context: ContextData = { selectedTone: 'playful', memoryDescription: 'The twins at the lake, soaked by noon.' };
/** The record of a 3.5 MB photo held in memory: after a reload only its name, size and media id are left. */
const largePhoto: StoredUpload = {
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
const cardOptions: CardOption[] = [1, 2, 3].map((n) => ({
  front: `Kept front ${n}`,
  inside: `Kept inside ${n}`,
  back: `Kept back ${n}`,
}));
const preview: UploadPreview = {
  mediaId,
  kind: 'photo',
  mime: 'image/jpeg',
  name: 'lake.jpg',
  size: 3_500_000,
  preview: `data:image/jpeg;base64,${btoa('not really a jpeg')}`,
  clip: null,
};

function store(upload: StoredUpload = largePhoto) {
  localStorage.setItem(localKeys.authToken, 'token-1');
  sessionStorage.setItem(keys.uploadedFile, JSON.stringify(upload));
  sessionStorage.setItem(keys.contextData, JSON.stringify(context));
}

function serverWith(routes: FakeRoutes) {
  return fakeServer({
    ...cardEditorRoutes(),
    'GET /api/auth/user': { body: account },
    'POST /api/style-previews': { body: { previews: [] } satisfies StylePreviews },
    ...routes,
  });
}

const optionsGroup = () => screen.getByRole('radiogroup', { name: texts.optionsLegend });
const option = (index: number) =>
  within(optionsGroup()).getByRole<HTMLInputElement>('radio', { name: new RegExp(`^${texts.optionLabel(index)}\\b`) });

afterEach(() => forgetMediaRestores());

describe('the options page after a reload', () => {
  it('shows the picture from the media id and the same options and choice, with no re-upload toast', async () => {
    store();
    sessionStorage.setItem(
      keys.optionsDraft,
      JSON.stringify({ cardOptions, selectedOption: 2, selectedCardStyle: 'watercolor' }),
    );
    const server = serverWith({ [`GET /api/uploads/${mediaId}/preview`]: { body: preview } });
    renderScreen(<CreateOptionsPage />, { at: paths.createOptions });

    expect(await screen.findByText('Kept front 1')).toBeTruthy();
    await waitFor(() => expect(option(2).checked).toBe(true));
    expect(within(optionsGroup()).getAllByRole('radio')).toHaveLength(3);
    await waitFor(() => expect(server.requests(`GET /api/uploads/${mediaId}/preview`)).toHaveLength(1));
    // The options were kept: none are written again.
    expect(server.requests('POST /api/generate-messages')).toHaveLength(0);
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('writes options from the media id when none were kept, and keeps them and the choice for the next reload', async () => {
    store();
    const server = serverWith({
      [`GET /api/uploads/${mediaId}/preview`]: { body: preview },
      'POST /api/generate-messages': { body: { cardOptions, writer: 'offline' } satisfies GenerateResponse },
    });
    const { user } = renderScreen(<CreateOptionsPage />, { at: paths.createOptions });
    expect(await screen.findByText('Kept front 2')).toBeTruthy();
    expect(server.requests('POST /api/generate-messages')[0]?.json).toMatchObject({ mediaId });
    await user.click(option(1));
    await waitFor(() => expect(readOptionsDraft()).toMatchObject({ cardOptions, selectedOption: 1 }));
  });

  it('asks for the file again, with the spec toast, when the upload has expired on the server', async () => {
    hushExpectedErrors();
    store();
    serverWith({
      [`GET /api/uploads/${mediaId}/preview`]: { status: 404, body: { error: 'gone', code: 'NOT_FOUND' } },
    });
    renderScreen(<CreateOptionsPage />, { at: paths.createOptions });
    expect(await navigatedTo()).toBe(paths.createUpload);
    expect(await toastText()).toContain(creationMessages.pleaseReupload.title);
    expect(JSON.parse(sessionStorage.getItem(keys.uploadedFile) ?? '{}')).toMatchObject({ requiresReupload: true });
  });
});
