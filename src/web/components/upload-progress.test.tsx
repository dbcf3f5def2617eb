import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { uploadScreenTexts as texts } from '@shared/creation-screen-texts';
import { estimateSecondsLeft, type MediaUploadState } from '@/lib/media-upload';
import { UploadProgress } from './upload-progress';

const uploading: MediaUploadState = {
  status: 'uploading',
  fileName: 'beach.mp4',
  bytesSent: 42_000_000,
  bytesTotal: 100_000_000,
  percent: 42,
  secondsLeft: 150,
  mediaId: null,
  error: null,
};

describe('the upload progress bar', () => {
  it('shows percent and time left, and says both to a screen reader', () => {
    render(<UploadProgress upload={uploading} onCancel={() => {}} />);
    const bar = screen.getByRole('progressbar', { name: texts.uploading });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42% · about 3 min left');
    expect(screen.getByText('42% · about 3 min left')).toBeTruthy();
  });

  it('says the upload will resume by itself while the connection is down', () => {
    render(<UploadProgress upload={{ ...uploading, status: 'retrying', secondsLeft: null }} onCancel={() => {}} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(`42% · ${texts.uploadPaused}`);
  });

  it('cancels on request', async () => {
    const onCancel = vi.fn();
    render(<UploadProgress upload={uploading} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: texts.cancelUpload }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("shows the server's reason when the upload is refused", () => {
    const error = 'That file is not a photo or video we can use.';
    render(<UploadProgress upload={{ ...uploading, status: 'failed', error }} onCancel={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe(error);
  });
});

describe('time left', () => {
  it('waits for a second of data, then divides what is left by the average rate', () => {
    const progress = { sent: 10_000_000, total: 110_000_000, startedAt: 0, startBytes: 0 };
    expect(estimateSecondsLeft(progress, 500)).toBeNull();
    expect(estimateSecondsLeft(progress, 10_000)).toBe(100);
    expect(texts.timeLeft(100)).toBe('about 2 min left');
    expect(texts.timeLeft(12.4)).toBe('about 12 s left');
    expect(texts.timeLeft(null)).toBe('estimating time left');
  });
});
