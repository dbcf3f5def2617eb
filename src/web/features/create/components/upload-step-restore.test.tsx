import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadPreview } from '@shared/api/upload-endpoints';
import { fileReuploadRequired } from '@shared/creation-messages';
import { creationSessionKeys as keys, type StoredUpload } from '@shared/creation-session';
import { paths } from '@shared/routes';
import { forgetMediaRestores } from '@/lib/creation-session/restore-from-media';
import { fakeServer } from '@/test-support/fake-fetch';
import { hushExpectedErrors } from '@/test-support/quiet-console';
import { renderScreen } from '@/test-support/render-screen';
import { ContextStep } from './context-step';
import { UploadStep } from './upload-step';

const mediaId = '4f1d2c3b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
/** A 3.5 MB photo's record after a reload: the file itself is gone from memory. */
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
const preview: UploadPreview = {
  mediaId,
  kind: 'photo',
  mime: 'image/jpeg',
  name: 'lake.jpg',
  size: 3_500_000,
  preview: `data:image/jpeg;base64,${btoa('not really a jpeg')}`,
  clip: null,
};
const previewRoute = `GET /api/uploads/${mediaId}/preview` as const;

afterEach(() => forgetMediaRestores());

describe('the upload and context steps after a reload', () => {
  it('show the chosen photo again from its media id, with its own name and size', async () => {
    sessionStorage.setItem(keys.uploadedFile, JSON.stringify(largePhoto));
    fakeServer({ [previewRoute]: { body: preview } });
    renderScreen(<UploadStep />, { at: paths.createUpload });
    expect(await screen.findByRole('img', { name: 'Preview of lake.jpg' })).toBeTruthy();
    expect(screen.getByText(/3\.3 MB/)).toBeTruthy();
    expect(screen.queryByText(fileReuploadRequired('lake.jpg').title)).toBeNull();
  });

  it("play a video's short clip from the server in place of its still, unless motion is turned down", async () => {
    const clip = `data:video/mp4;base64,${btoa('not really an mp4')}`;
    const video: StoredUpload = { ...largePhoto, name: 'beach.mov', type: 'video/quicktime', size: 90_000_000 };
    sessionStorage.setItem(keys.uploadedFile, JSON.stringify(video));
    fakeServer({ [previewRoute]: { body: { ...preview, kind: 'video', mime: 'video/quicktime', clip } } });
    const screenWithClip = renderScreen(<UploadStep />, { at: paths.createUpload });
    const playing = await screen.findByLabelText('Preview of beach.mov', { selector: 'video' });
    expect(playing.getAttribute('src')).toBe(clip);
    expect(playing.hasAttribute('muted') || (playing as HTMLVideoElement).muted).toBe(true);
    screenWithClip.unmount();

    window.matchMedia = (query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList;
    try {
      renderScreen(<UploadStep />, { at: paths.createUpload });
      expect(await screen.findByRole('img', { name: 'Preview of beach.mov' })).toBeTruthy();
      expect(document.querySelector('video')).toBeNull();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('the context step shows it too', async () => {
    sessionStorage.setItem(keys.uploadedFile, JSON.stringify(largePhoto));
    fakeServer({ [previewRoute]: { body: preview } });
    renderScreen(<ContextStep />, { at: paths.createContext });
    expect(await screen.findByRole('img', { name: 'Preview of lake.jpg' })).toBeTruthy();
  });

  it('name the file to choose again when its upload has expired', async () => {
    hushExpectedErrors();
    sessionStorage.setItem(keys.uploadedFile, JSON.stringify(largePhoto));
    fakeServer({ [previewRoute]: { status: 404, body: { error: 'gone', code: 'NOT_FOUND' } } });
    renderScreen(<UploadStep />, { at: paths.createUpload });
    expect(await screen.findByText(fileReuploadRequired('lake.jpg').title)).toBeTruthy();
  });
});
