/**
 * oidc-provider's storage for the tests' provider: a Map per model. Given explicitly because the built-in one
 * prints a "development-only" warning on every start (tests must run without warnings).
 */
type Payload = Record<string, unknown> & { uid?: string; grantId?: string; userCode?: string; consumed?: number };

const stores = new Map<string, Map<string, Payload>>();

export class MemoryAdapter {
  private readonly store: Map<string, Payload>;

  constructor(name: string) {
    const existing = stores.get(name);
    this.store = existing ?? new Map();
    if (!existing) stores.set(name, this.store);
  }

  async upsert(id: string, payload: Payload): Promise<void> {
    this.store.set(id, payload);
  }

  async find(id: string): Promise<Payload | undefined> {
    return this.store.get(id);
  }

  async findByUid(uid: string): Promise<Payload | undefined> {
    return [...this.store.values()].find((payload) => payload.uid === uid);
  }

  async findByUserCode(userCode: string): Promise<Payload | undefined> {
    return [...this.store.values()].find((payload) => payload.userCode === userCode);
  }

  async consume(id: string): Promise<void> {
    const payload = this.store.get(id);
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    this.store.delete(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [id, payload] of this.store) if (payload.grantId === grantId) this.store.delete(id);
  }
}
