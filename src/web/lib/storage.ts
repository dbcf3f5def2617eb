/**
 * The browser's local and session storage, tolerant of browsers that block them (some private
 * modes throw on any access): reads then find nothing and removals do nothing. Writes throw, so
 * each caller decides whether losing the item matters to the customer.
 */
type StorageArea = 'localStorage' | 'sessionStorage';

/** What `readJson` returns for an item that is there but is not JSON. */
export const invalidJson = Symbol('invalid stored JSON');

interface Store {
  read(key: string): string | null;
  /** The parsed item; `undefined` when absent, `invalidJson` when it is not JSON. */
  readJson(key: string): unknown;
  /** Throws when storage is blocked or full. */
  write(key: string, value: string): void;
  remove(key: string): void;
}

function storageArea(name: StorageArea): Store {
  const area = (): Storage | null => {
    try {
      return globalThis[name] ?? null;
    } catch {
      return null;
    }
  };
  const read = (key: string): string | null => {
    try {
      return area()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  return {
    read,
    readJson(key) {
      const raw = read(key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return invalidJson;
      }
    },
    write(key, value) {
      const store = area();
      if (!store) throw new Error(`${name} is not available`);
      store.setItem(key, value);
    },
    remove(key) {
      try {
        area()?.removeItem(key);
      } catch {
        // Blocked storage holds nothing to remove.
      }
    },
  };
}

/** Kept across visits: the sign-in. */
export const localStore = storageArea('localStorage');
/** Kept for this tab: the flows in progress (sign-in, card creation, a pending payment). */
export const sessionStore = storageArea('sessionStorage');
