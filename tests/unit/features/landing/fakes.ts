/** In-memory Web Storage and Cache Storage for the cache-tool tests. */
export class MemoryStorage {
  private map = new Map<string, string>();
  constructor(entries: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(entries)) this.map.set(k, v);
  }
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  keys() {
    return [...this.map.keys()].sort();
  }
}

export class MemoryCaches {
  names: string[];
  constructor(names: string[]) {
    this.names = [...names];
  }
  async keys() {
    return [...this.names];
  }
  async delete(name: string) {
    const had = this.names.includes(name);
    this.names = this.names.filter((n) => n !== name);
    return had;
  }
}
