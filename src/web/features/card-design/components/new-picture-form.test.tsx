import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesignView } from '@shared/api/card-design';
import { designScreenTexts as texts } from '@shared/card-design-texts';
import { uploadServerMessages } from '@shared/creation-messages';
import { uploadScreenTexts } from '@shared/creation-screen-texts';
import { idleUpload, type MediaUploader, type MediaUploadState } from '@/lib/media-upload';
import { fakeServer } from '@/test-support/fake-fetch';
import { hushExpectedErrors } from '@/test-support/quiet-console';
import { renderScreen } from '@/test-support/render-screen';
import { designQueryKey } from '../api/design';
import { NewPictureForm } from './new-picture-form';

/** The resumable upload, driven by the test: tus itself is tested against the real server. */
const uploads = vi.hoisted(() => ({ current: null as unknown as FakeUploader }));
vi.mock('@/lib/media-upload', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  createMediaUploader: () => uploads.current,
}));

type FakeUploader = MediaUploader & { set(next: Partial<MediaUploadState>): void };

function fakeUploader(): FakeUploader {
  let state = idleUpload;
  const listeners = new Set<() => void>();
  const set = (next: Partial<MediaUploadState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => state,
    start: vi.fn(async (file: File) => set({ status: 'uploading', fileName: file.name, bytesTotal: file.size })),
    cancel: vi.fn(() => set(idleUpload)),
    set,
  };
}

const orderId = '0b7c1e52-8f0e-4a39-9a57-3d2f6c1b9e40';
const mediaId = '4f1d2c3b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
const pictureRoute = `POST /api/orders/${orderId}/design/picture` as const;
const design: DesignView = {
  orderId,
  orderNumber: 'KS-1001',
  orderStatus: 'processing',
  state: 'rendering',
  revision: null,
  rendering: false,
  pictureFailed: true,
  style: 'realistic',
  texts: { front: 'Happy birthday', inside: 'Many more', back: 'Love' },
  pages: [],
  pdfUrl: null,
  checks: [],
  effectiveDpi: null,
  crop: null,
  textScale: null,
  memoryUrl: null,
  picture: null,
  changeRounds: { used: 0, max: 2, left: 2 },
  canApprove: false,
  canRequestChange: false,
  approvedAt: null,
  changeRequests: [],
  linkReplaced: false,
  nextToken: null,
};
const photo = () => new File([new Uint8Array(2048)], 'beach.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  uploads.current = fakeUploader();
});

describe('the new-picture form', () => {
  it('uploads the chosen file with a progress bar, waits for it, then sends only its media id', async () => {
    const server = fakeServer({ [pictureRoute]: { body: { ...design, pictureFailed: false, rendering: true } } });
    const { user, queryClient } = renderScreen(<NewPictureForm design={design} token={null} />);
    const file = photo();
    await user.upload(screen.getByLabelText(texts.newPictureLabel), file);
    expect(uploads.current.start).toHaveBeenCalledWith(file);
    act(() => uploads.current.set({ percent: 40, bytesSent: 819 }));
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('40');

    await user.click(screen.getByRole('button', { name: texts.uploadNewPicture }));
    const waiting = screen.getByRole('button', { name: texts.uploadingNewPicture });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(server.requests(pictureRoute)).toHaveLength(0);

    act(() => uploads.current.set({ status: 'done', percent: 100, mediaId }));
    await waitFor(() => expect(server.requests(pictureRoute)).toHaveLength(1));
    expect(server.requests(pictureRoute)[0]).toMatchObject({ json: { mediaId }, form: null });
    // The answer is the design the page shows next: being drawn again from the new picture.
    await waitFor(() =>
      expect(queryClient.getQueryData(designQueryKey(orderId, null))).toMatchObject({ pictureFailed: false }),
    );
  });

  it("shows the upload's refusal in the server's words and sends nothing", async () => {
    const server = fakeServer({});
    const { user } = renderScreen(<NewPictureForm design={design} token={null} />);
    await user.upload(screen.getByLabelText(texts.newPictureLabel), photo());
    act(() => uploads.current.set({ status: 'failed', error: uploadServerMessages.unreadableMedia }));
    expect((await screen.findByText(uploadServerMessages.unreadableMedia)).getAttribute('role')).toBe('alert');
    const button = screen.getByRole('button', { name: texts.uploadNewPicture }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(server.requests(pictureRoute)).toHaveLength(0);
  });

  it('says why the server refused the picture, and can send it again', async () => {
    hushExpectedErrors();
    const error = { error: uploadServerMessages.uploadNotFound, code: 'NOT_FOUND' };
    const server = fakeServer({ [pictureRoute]: { status: 404, body: error } });
    const { user } = renderScreen(<NewPictureForm design={design} token={null} />);
    await user.upload(screen.getByLabelText(texts.newPictureLabel), photo());
    act(() => uploads.current.set({ status: 'done', percent: 100, mediaId }));
    await user.click(screen.getByRole('button', { name: texts.uploadNewPicture }));
    expect(await screen.findByText(uploadServerMessages.uploadNotFound)).toBeTruthy();

    server.answer(pictureRoute, { body: { ...design, pictureFailed: false, rendering: true } });
    await user.click(screen.getByRole('button', { name: texts.uploadNewPicture }));
    await waitFor(() => expect(server.requests(pictureRoute)).toHaveLength(2));
    expect(screen.queryByText(uploadServerMessages.uploadNotFound)).toBeNull();
  });

  it('cancels the upload on request, and one still under way when the page is left', async () => {
    fakeServer({});
    const { user, unmount } = renderScreen(<NewPictureForm design={design} token={null} />);
    await user.upload(screen.getByLabelText(texts.newPictureLabel), photo());
    await user.click(screen.getByRole('button', { name: uploadScreenTexts.cancelUpload }));
    expect(uploads.current.cancel).toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByLabelText(texts.newPictureLabel) as HTMLInputElement).files).toHaveLength(0);

    await user.upload(screen.getByLabelText(texts.newPictureLabel), photo());
    vi.mocked(uploads.current.cancel).mockClear();
    unmount();
    expect(uploads.current.cancel).toHaveBeenCalledOnce();
  });
});
