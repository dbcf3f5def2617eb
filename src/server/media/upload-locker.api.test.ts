import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { mediaUploads } from './schema';
import { createUploadLocker } from './upload-locker';

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(() => testDatabase.dispose());

async function anUpload(): Promise<string> {
  const id = randomUUID();
  await testDatabase.database.db.insert(mediaUploads).values({ id, size: 10, createdAt: new Date() });
  return id;
}

const never = new AbortController().signal;

// Two lockers on one database stand for two app instances: nothing is shared but the rows.
describe('the upload lock', () => {
  it('lets one instance write an upload at a time and asks the holder to let go', async () => {
    const id = await anUpload();
    const first = createUploadLocker(testDatabase.database.db, { pollMs: 20 }).newLock(id);
    const second = createUploadLocker(testDatabase.database.db, { pollMs: 20 }).newLock(id);
    let asked = false;
    await first.lock(never, () => {
      asked = true;
      void first.unlock();
    });
    const started = Date.now();
    await second.lock(never, () => {});
    expect(asked).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    await second.unlock();
  });

  it('gives up after its timeout while the holder keeps the lease', async () => {
    const id = await anUpload();
    const holder = createUploadLocker(testDatabase.database.db, { pollMs: 20 }).newLock(id);
    await holder.lock(never, () => {});
    const waiter = createUploadLocker(testDatabase.database.db, { pollMs: 20, acquireTimeoutMs: 200 }).newLock(id);
    await expect(waiter.lock(never, () => {})).rejects.toMatchObject({ status_code: 500 });
    await holder.unlock();
    await waiter.lock(never, () => {});
    await waiter.unlock();
  });

  it('frees the lease of a holder that stopped renewing it (a crashed instance)', async () => {
    const id = await anUpload();
    const crashed = createUploadLocker(testDatabase.database.db, { leaseMs: 100, pollMs: 1000 }).newLock(id);
    await crashed.lock(never, () => {});
    const next = createUploadLocker(testDatabase.database.db, { pollMs: 20 }).newLock(id);
    await next.lock(never, () => {});
    await next.unlock();
    await crashed.unlock();
  });
});
