import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { creationSessionKeys as keys } from '@shared/creation-session';
import { uploadLimits } from '@shared/creation-rules';
import {
  isMemoryOrVibeUpdated,
  readCheckoutData,
  readChosenPlan,
  readContextData,
  readStoredUpload,
  saveChosenPlan,
  saveCheckoutData,
  saveContextData,
  setMemoryOrVibeUpdated,
} from './creation-storage';
import { clearGlobalFile, getGlobalFile, setGlobalFile } from './global-file';
import { restoreUpload } from './restore-upload';
import { StorageFailedError, storeUpload, UnreadableFileError } from './store-upload';
import { MemoryStorage } from '@/test-support/memory-storage';

const MB = 1024 * 1024;
const now = 1_800_000_000_000;
let storage: MemoryStorage;

function photo(size: number, name = 'beach.jpg'): File {
  return new File([new Uint8Array(size).fill(7)], name, { type: 'image/jpeg' });
}

/** What FileReader would give, without a browser. */
async function toDataUrl(file: File): Promise<string> {
  return `data:${file.type};base64,${Buffer.from(await file.arrayBuffer()).toString('base64')}`;
}

function stored(): unknown {
  const raw = storage.getItem(keys.uploadedFile);
  return raw === null ? null : JSON.parse(raw);
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearGlobalFile();
});

describe('storing an upload', () => {
  it('keeps a small photo as a data URL in uploadedFile, with the spec fields and flags', async () => {
    const file = photo(1000);
    await storeUpload(file, { now, readDataUrl: toDataUrl, isMobileUpload: true });
    expect(stored()).toEqual({
      name: 'beach.jpg',
      type: 'image/jpeg',
      size: 1000,
      data: await toDataUrl(file),
      timestamp: now,
      dataUrl: true,
      isLargeFile: false,
      useGlobalFile: false,
      isMobileUpload: true,
      requiresReupload: false,
    });
    expect(getGlobalFile()).toBeNull();
  });

  it('keeps a file above the 4 MB threshold in memory and never reads it', async () => {
    const file = photo(3.5 * MB, 'wedding.jpg');
    const readDataUrl = vi.fn(toDataUrl);
    await storeUpload(file, { now, readDataUrl });
    expect(readDataUrl).not.toHaveBeenCalled();
    expect(stored()).toMatchObject({
      name: 'wedding.jpg',
      size: file.size,
      data: '',
      isLargeFile: true,
      useGlobalFile: true,
    });
    expect(getGlobalFile()).toBe(file);
  });

  it('falls back to memory when the data URL does not fit in what storage has left', async () => {
    storage = new MemoryStorage(1 * MB);
    vi.stubGlobal('sessionStorage', storage);
    const file = photo(2 * MB);
    await storeUpload(file, { now, readDataUrl: toDataUrl });
    expect(stored()).toMatchObject({ useGlobalFile: true, data: '' });
    expect(getGlobalFile()).toBe(file);
  });

  it('reports a storage failure when even the small record cannot be written', async () => {
    vi.stubGlobal('sessionStorage', new MemoryStorage(0));
    await expect(storeUpload(photo(10), { now, readDataUrl: toDataUrl })).rejects.toBeInstanceOf(StorageFailedError);
    expect(getGlobalFile()).toBeNull();
  });

  it('reports an unreadable file and stores nothing', async () => {
    const failing = () => Promise.reject(new Error('NotReadableError'));
    await expect(storeUpload(photo(10), { now, readDataUrl: failing })).rejects.toBeInstanceOf(UnreadableFileError);
    expect(stored()).toBeNull();
  });

  it('starts a new card: old checkout data and the memory-or-vibe flag are forgotten', async () => {
    saveCheckoutData({
      selectedOption: 0,
      selectedCardStyle: 'sketch',
      cardOptions: [{ front: 'a', inside: 'b', back: 'c' }],
    });
    setMemoryOrVibeUpdated();
    await storeUpload(photo(10), { now, readDataUrl: toDataUrl });
    expect(readCheckoutData()).toBeNull();
    expect(isMemoryOrVibeUpdated()).toBe(false);
  });
});

describe('the plan chosen on Subscribe & Save', () => {
  it('waits for checkout, ignores anything but a plan, and survives a new memory', async () => {
    expect(readChosenPlan()).toBeNull();
    saveChosenPlan('plus');
    await storeUpload(photo(10), { now, readDataUrl: toDataUrl });
    expect(readChosenPlan()).toBe('plus');
    sessionStorage.setItem(keys.chosenPlan, 'platinum');
    expect(readChosenPlan()).toBeNull();
  });
});

describe('reading the stored upload', () => {
  it('is missing when nothing was uploaded', () => {
    expect(readStoredUpload(now)).toEqual({ status: 'missing' });
  });

  it('is fine for 10 minutes, then expired and cleared', async () => {
    await storeUpload(photo(10), { now, readDataUrl: toDataUrl });
    expect(readStoredUpload(now + uploadLimits.storedUploadTtlMs).status).toBe('ok');
    expect(readStoredUpload(now + uploadLimits.storedUploadTtlMs + 1)).toEqual({ status: 'expired' });
    expect(stored()).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['a wrong shape', JSON.stringify({ name: 'x.jpg', size: 'big' })],
    [
      'inline data that is not a data URL',
      JSON.stringify({
        name: 'x.jpg',
        type: 'image/jpeg',
        size: 1,
        data: 'hello',
        timestamp: now,
        dataUrl: true,
        isLargeFile: false,
        useGlobalFile: false,
        isMobileUpload: false,
        requiresReupload: false,
      }),
    ],
  ])('clears %s as invalid', (_label, raw) => {
    storage.setItem(keys.uploadedFile, raw);
    expect(readStoredUpload(now)).toEqual({ status: 'invalid' });
    expect(stored()).toBeNull();
  });
});

describe('restoring the file on the options page', () => {
  it('rebuilds a small file byte for byte from its data URL', async () => {
    const file = photo(300);
    const upload = await storeUpload(file, { now, readDataUrl: toDataUrl });
    const restored = restoreUpload(upload);
    expect(restored.status).toBe('ok');
    if (restored.status !== 'ok') return;
    expect(restored.file.name).toBe('beach.jpg');
    expect(restored.file.type).toBe('image/jpeg');
    expect(new Uint8Array(await restored.file.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it('finds a large file in memory by name and size', async () => {
    const file = photo(5 * MB, 'video-frame.jpg');
    const upload = await storeUpload(file, { now });
    expect(restoreUpload(upload)).toEqual({ status: 'ok', file });
  });

  it('asks for a re-upload when the in-memory file is gone (a reload)', async () => {
    const upload = await storeUpload(photo(5 * MB), { now });
    vi.resetModules();
    const fresh = await import('./restore-upload');
    expect(fresh.restoreUpload(upload)).toEqual({ status: 'missing' });
  });

  it('refuses a different file in memory with the same name', async () => {
    const upload = await storeUpload(photo(5 * MB, 'same.jpg'), { now });
    setGlobalFile(photo(5 * MB + 1, 'same.jpg'));
    expect(restoreUpload(upload)).toEqual({ status: 'mismatch' });
  });

  it('calls stored data that does not decode to the recorded size broken', async () => {
    const upload = await storeUpload(photo(300), { now, readDataUrl: toDataUrl });
    expect(restoreUpload({ ...upload, data: 'data:image/jpeg;base64,AAAA' })).toEqual({ status: 'broken' });
    expect(restoreUpload({ ...upload, data: 'data:image/jpeg;base64,%%%' })).toEqual({ status: 'broken' });
  });
});

describe('context and checkout data', () => {
  it('round-trips the context and clears an invalid one', () => {
    saveContextData({ selectedTone: 'roast', memoryDescription: 'Dad and the barbecue' });
    expect(readContextData()).toEqual({ selectedTone: 'roast', memoryDescription: 'Dad and the barbecue' });
    storage.setItem(keys.contextData, JSON.stringify({ selectedTone: 'angry', memoryDescription: 'x' }));
    expect(readContextData()).toBeNull();
    expect(storage.getItem(keys.contextData)).toBeNull();
  });

  it('forgets options written for other words or another tone', () => {
    const options = [{ front: 'a', inside: 'b', back: 'c' }];
    saveContextData({ selectedTone: 'roast', memoryDescription: 'Dad' });
    saveCheckoutData({ selectedOption: 0, selectedCardStyle: 'realistic', cardOptions: options });
    saveContextData({ selectedTone: 'roast', memoryDescription: 'Dad' });
    expect(readCheckoutData()).not.toBeNull();
    saveContextData({ selectedTone: 'playful', memoryDescription: 'Dad' });
    expect(readCheckoutData()).toBeNull();
  });

  it('rejects a selected option outside the list', () => {
    storage.setItem(
      keys.checkoutData,
      JSON.stringify({
        selectedOption: 3,
        selectedCardStyle: 'realistic',
        cardOptions: [{ front: 'a', inside: 'b', back: 'c' }],
      }),
    );
    expect(readCheckoutData()).toBeNull();
  });

  it('defaults the card style to realistic', () => {
    storage.setItem(
      keys.checkoutData,
      JSON.stringify({ selectedOption: 0, cardOptions: [{ front: 'a', inside: 'b', back: 'c' }] }),
    );
    expect(readCheckoutData()?.selectedCardStyle).toBe('realistic');
  });
});
