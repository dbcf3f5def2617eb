import { describe, expect, it } from 'vitest';
import { paths } from '@shared/routes';
import { postLoginPath } from './post-login-path';

describe('postLoginPath (where a login continues)', () => {
  it('returns to the options when both the upload and its context are kept', () => {
    expect(postLoginPath({ hasUploadedFile: true, hasContextData: true })).toBe(paths.createOptions);
  });

  it('returns to the context step when only the upload is kept', () => {
    expect(postLoginPath({ hasUploadedFile: true, hasContextData: false })).toBe(paths.createContext);
  });

  it('starts at the upload otherwise', () => {
    expect(postLoginPath({ hasUploadedFile: false, hasContextData: true })).toBe(paths.createUpload);
    expect(postLoginPath({ hasUploadedFile: false, hasContextData: false })).toBe(paths.createUpload);
  });
});
