// A fake of PropertiesService: document, script and user properties as string maps.

export class FakeProperties {
  private readonly store = new Map<string, string>();
  getProperty(key: string): string | null {
    return this.store.get(key) ?? null;
  }
  setProperty(key: string, value: unknown): FakeProperties {
    this.store.set(key, String(value));
    return this;
  }
  deleteProperty(key: string): FakeProperties {
    this.store.delete(key);
    return this;
  }
  getProperties(): Record<string, string> {
    return Object.fromEntries(this.store);
  }
  setProperties(props: Record<string, unknown>, deleteAllOthers = false): FakeProperties {
    if (deleteAllOthers) this.store.clear();
    for (const [k, v] of Object.entries(props)) this.store.set(k, String(v));
    return this;
  }
  getKeys(): string[] {
    return [...this.store.keys()];
  }
}

export class FakePropertiesService {
  readonly document = new FakeProperties();
  readonly script = new FakeProperties();
  readonly user = new FakeProperties();
  getDocumentProperties(): FakeProperties {
    return this.document;
  }
  getScriptProperties(): FakeProperties {
    return this.script;
  }
  getUserProperties(): FakeProperties {
    return this.user;
  }
}
