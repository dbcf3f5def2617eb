import { describe, expect, it } from 'vitest';
import { errorCodeForStatus, errorCodeStatus } from './errors';

describe('error codes', () => {
  it('gives a status someone else refused with its general code', () => {
    expect(errorCodeForStatus(404)).toBe('NOT_FOUND');
    expect(errorCodeForStatus(413)).toBe('PAYLOAD_TOO_LARGE');
    expect(errorCodeForStatus(400)).toBe('BAD_REQUEST');
    expect(errorCodeForStatus(409)).toBe('CONFLICT');
  });

  it('falls back by class for a status with no code of its own', () => {
    expect(errorCodeForStatus(418)).toBe('BAD_REQUEST');
    expect(errorCodeForStatus(507)).toBe('INTERNAL');
  });

  it('maps the specific codes to the status their general kind has', () => {
    expect(errorCodeStatus.ACCOUNT_EXISTS).toBe(errorCodeStatus.CONFLICT);
    expect(errorCodeStatus.RESET_LINK_INVALID).toBe(errorCodeStatus.BAD_REQUEST);
  });
});
