// The user's OneMap email, password and token, kept in VS Code's SecretStorage and nowhere else. Keys carry
// the API's origin, so a token issued by one OneMap address is never sent to another.
// Typed structurally (no `vscode` import) so plain Node tests can use a hand-written SecretStorage.
import type { Credentials } from '../onemap/client';
import type { StoredToken, TokenStore } from '../onemap/tokenManager';

export interface SecretStorageLike {
  get(key: string): PromiseLike<string | undefined>;
  store(key: string, value: string): PromiseLike<void>;
  delete(key: string): PromiseLike<void>;
  onDidChange(listener: (event: { key: string }) => unknown): { dispose(): unknown };
}

export class AccountSecrets implements TokenStore {
  private readonly credentialsKey: string;
  private readonly tokenKey: string;
  /** Where values live when SecretStorage refuses to store them (no keyring): this session only. */
  private readonly memory = new Map<string, string>();
  private memoryOnly = false;
  /** What this instance last wrote to each key (null: deleted), to tell our own writes from other windows'. */
  private readonly written = new Map<string, string | null>();

  constructor(
    private readonly secrets: SecretStorageLike,
    readonly origin: string,
  ) {
    this.credentialsKey = `onemap.credentials:${origin}`;
    this.tokenKey = `onemap.token:${origin}`;
  }

  /** True once SecretStorage refused a value and it is kept in memory for this session only. */
  get keptInMemoryOnly(): boolean {
    return this.memoryOnly;
  }

  async credentials(): Promise<Credentials | undefined> {
    const value = parse(await this.read(this.credentialsKey));
    return value && typeof value.email === 'string' && typeof value.password === 'string'
      ? { email: value.email, password: value.password }
      : undefined;
  }

  async email(): Promise<string | undefined> {
    return (await this.credentials())?.email;
  }

  async storeCredentials(credentials: Credentials): Promise<void> {
    await this.write(this.credentialsKey, JSON.stringify({ email: credentials.email, password: credentials.password }));
  }

  async load(): Promise<StoredToken | undefined> {
    const value = parse(await this.read(this.tokenKey));
    return value && typeof value.token === 'string' && typeof value.expiresAt === 'number' && Number.isFinite(value.expiresAt)
      ? { token: value.token, expiresAt: value.expiresAt }
      : undefined;
  }

  async save(token: StoredToken | undefined): Promise<void> {
    if (token) await this.write(this.tokenKey, JSON.stringify({ token: token.token, expiresAt: token.expiresAt }));
    else await this.remove(this.tokenKey);
  }

  /** Forgets the email, the password and the token for this origin. */
  async clear(): Promise<void> {
    await this.remove(this.credentialsKey);
    await this.remove(this.tokenKey);
  }

  /**
   * Fires when this origin's account is changed by someone else: another window, or another instance. Our own
   * writes (a token renewed mid-request, say) do not fire it, so a client in use is not thrown away.
   */
  onDidChange(listener: () => unknown): { dispose(): unknown } {
    return this.secrets.onDidChange(async (event) => {
      if (event.key !== this.credentialsKey && event.key !== this.tokenKey) return;
      const mine = this.written.get(event.key);
      if (mine !== undefined && (await this.read(event.key)) === (mine ?? undefined)) return;
      listener();
    });
  }

  private async read(key: string): Promise<string | undefined> {
    if (this.memory.has(key)) return this.memory.get(key);
    try {
      return await this.secrets.get(key);
    } catch {
      // A value VS Code cannot decrypt (the keyring changed) reads as absent: the user signs in again.
      return undefined;
    }
  }

  private async write(key: string, value: string): Promise<void> {
    this.written.set(key, value);
    try {
      await this.secrets.store(key, value);
      this.memory.delete(key);
    } catch {
      this.memory.set(key, value);
      this.memoryOnly = true;
    }
  }

  private async remove(key: string): Promise<void> {
    this.written.set(key, null);
    this.memory.delete(key);
    try {
      await this.secrets.delete(key);
    } catch {
      // Nothing stored there, or no keyring: either way the value is gone from what we read.
    }
  }
}

function parse(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
