import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/test-support/memory-storage';
import { clearGlobalFile, setGlobalFile } from './global-file';
import { findOrderFile } from './order-file';

const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const record = (overrides: Record<string, unknown> = {}) => ({
  name: 'sunset.jpg',
  type: 'image/jpeg',
  size: bytes.length,
  data: `data:image/jpeg;base64,${btoa(String.fromCharCode(...bytes))}`,
  // Written an hour ago: older than the creation steps' 10 minutes.
  timestamp: Date.now() - 60 * 60 * 1000,
  dataUrl: true,
  isLargeFile: false,
  useGlobalFile: false,
  isMobileUpload: false,
  requiresReupload: false,
  ...overrides,
});

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearGlobalFile();
});

describe('the memory sent with the order', () => {
  it("is the customer's stored photo, however long checkout took", async () => {
    storage.setItem('uploadedFile', JSON.stringify(record()));
    const file = findOrderFile();
    expect(file?.name).toBe('sunset.jpg');
    expect(new Uint8Array(await file!.arrayBuffer())).toEqual(bytes);
  });

  it('is the large file held in memory when it is the one the record names', () => {
    const big = new File([bytes], 'clip.mp4', { type: 'video/mp4' });
    storage.setItem(
      'uploadedFile',
      JSON.stringify(record({ name: 'clip.mp4', data: '', dataUrl: false, useGlobalFile: true, isLargeFile: true })),
    );
    expect(findOrderFile()).toBeNull();
    setGlobalFile(big);
    expect(findOrderFile()).toBe(big);
    setGlobalFile(new File([new Uint8Array(3)], 'other.mp4'));
    expect(findOrderFile()).toBeNull();
  });

  it('is nothing when no usable record is left', () => {
    expect(findOrderFile()).toBeNull();
    storage.setItem('uploadedFile', '{broken');
    expect(findOrderFile()).toBeNull();
  });
});
