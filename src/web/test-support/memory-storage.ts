/**
 * Local or session storage as the browser has it, for unit tests: stub it in with
 * `vi.stubGlobal('sessionStorage', new MemoryStorage())`. An optional quota, counted in
 * characters like Chromium's ~5 M, makes writes fail as a full storage does.
 */
export class MemoryStorage implements Storage {
  constructor(
    private readonly quota = Infinity,
    readonly items = new Map<string, string>(),
  ) {}

  get length() {
    return this.items.size;
  }

  clear() {
    this.items.clear();
  }

  getItem(key: string) {
    return this.items.get(key) ?? null;
  }

  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string) {
    this.items.delete(key);
  }

  setItem(key: string, value: string) {
    const used = [...this.items].reduce((sum, [k, v]) => (k === key ? sum : sum + k.length + v.length), 0);
    if (used + key.length + value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
}
