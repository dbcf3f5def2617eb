import { describe, expect, it } from 'vitest';
import { creationMessages, uploadServerMessages } from '@shared/creation-messages';
import { uploadLimits } from '@shared/creation-rules';
import { uploadProblem } from './check-upload';

function fileOf(name: string, type: string, size = 10): File {
  const file = new File([new Uint8Array(Math.min(size, 10))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checking a chosen file before upload', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.PNG', ''],
    ['photo.heic', ''],
    ['clip.mov', 'video/quicktime'],
    ['clip.MP4', 'application/octet-stream'],
    ['image', 'image/webp'],
  ])('accepts %s (%s)', (name, type) => {
    expect(uploadProblem(fileOf(name, type))).toBeNull();
  });

  it('shows the spec alert for any other type', () => {
    expect(uploadProblem(fileOf('notes.pdf', 'application/pdf'))).toBe(creationMessages.invalidFileType);
    expect(uploadProblem(fileOf('movie.avi', 'video/x-msvideo'))).toBe(creationMessages.invalidFileType);
  });

  it('refuses empty files and files over the limits', () => {
    expect(uploadProblem(fileOf('a.jpg', 'image/jpeg', 0))).toBe(uploadServerMessages.emptyFile);
    expect(uploadProblem(fileOf('a.jpg', 'image/jpeg', uploadLimits.imageMaxBytes + 1))).toBe(
      uploadServerMessages.imageTooLarge,
    );
    expect(uploadProblem(fileOf('a.mov', 'video/quicktime', uploadLimits.imageMaxBytes + 1))).toBeNull();
    expect(uploadProblem(fileOf('a.mov', 'video/quicktime', uploadLimits.videoMaxBytes + 1))).toBe(
      uploadServerMessages.videoTooLarge,
    );
  });
});
