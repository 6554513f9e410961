import * as vscode from 'vscode';
import { loadOneMap } from '../common/lazyBundles';
import type { Log } from '../common/log';
import { withoutUserInfo } from '../onemap/baseUrl';
import type { OneMapClient } from '../onemap/client';
import type { Pacer } from '../onemap/pacer';
import { AccountSecrets } from './accountSecrets';
import { LeasedResource } from './clientLease';
import { affectsApi, readApiSettings, readBaseUrl, readRequestsPerMinute } from '../settings';
import { DisposableStore } from '../common/disposables';

export interface AccountStatus {
  /** The OneMap address the account belongs to, e.g. https://www.onemap.gov.sg */
  origin: string;
  email?: string;
  /** When the stored token expires (epoch ms); absent until one is fetched. */
  tokenExpiresAt?: number;
  /** SecretStorage refused the values; they last for this session only. */
  keptInMemoryOnly: boolean;
}

/**
 * The user's OneMap account for the configured address, and the one client that talks to it. The client
 * (and undici with it) is built on first use and rebuilt when the address, proxy or timeouts change; the one
 * it replaces is closed once the requests still using it are done.
 */
export class OneMapAccount implements vscode.Disposable {
  private secrets: AccountSecrets;
  private secretsListener: { dispose(): unknown };
  private currentClient: LeasedResource<OneMapClient> | undefined;
  /** Outlives the clients: a batch still running on a retired client shares its slots with the new one's calls. */
  private pacer: Pacer | undefined;
  private readonly changed = new vscode.EventEmitter<void>();
  private readonly disposables = new DisposableStore();
  /** Fires when sign-in state or the address changes, here or in another window. */
  readonly onDidChange = this.changed.event;

  constructor(
    private readonly storage: vscode.SecretStorage,
    private readonly log: Log,
  ) {
    this.secrets = new AccountSecrets(storage, originOf(readBaseUrl()));
    this.secretsListener = this.secrets.onDidChange(() => this.secretsChanged());
    this.disposables.add(this.changed);
    this.disposables.add(
      vscode.workspace.onDidChangeConfiguration((event) => {
        if (event.affectsConfiguration('onemap.http.requestsPerMinute')) this.pacer?.setRequestsPerMinute(readRequestsPerMinute());
        if (!affectsApi(event)) return;
        this.dropClient();
        const origin = originOf(readBaseUrl());
        if (origin !== this.secrets.origin) {
          this.secretsListener.dispose();
          this.secrets = new AccountSecrets(this.storage, origin);
          this.secretsListener = this.secrets.onDidChange(() => this.secretsChanged());
        }
        this.changed.fire();
      }),
    );
  }

  async status(): Promise<AccountStatus> {
    const [email, token] = await Promise.all([this.secrets.email(), this.secrets.load()]);
    return { origin: this.secrets.origin, email, tokenExpiresAt: token?.expiresAt, keptInMemoryOnly: this.secrets.keptInMemoryOnly };
  }

  /**
   * Runs `use` with the client for the configured address; it asks for a token only when a request needs one.
   * The client stays open until `use` settles, even when a settings change replaces it meanwhile.
   */
  use<R>(use: (client: OneMapClient) => Promise<R>): Promise<R> {
    if (!this.currentClient) {
      const settings = readApiSettings();
      const { OneMapClient, Pacer } = loadOneMap();
      this.pacer ??= new Pacer({ requestsPerMinute: readRequestsPerMinute() });
      const secrets = this.secrets;
      this.currentClient = new LeasedResource(
        new OneMapClient({
          baseUrl: settings.baseUrl,
          credentials: () => secrets.credentials(),
          tokenStore: secrets,
          timeouts: settings.timeouts,
          proxy: settings.proxy,
          pacer: this.pacer,
          log: (level, message) => this.log.line(level, message),
        }),
      );
    }
    return this.currentClient.use(use);
  }

  /** Checks the credentials by fetching a token at once; stores them only when OneMap accepts them. */
  async signIn(email: string, password: string, signal?: AbortSignal): Promise<void> {
    await this.use(async (client) => {
      await client.forgetToken();
      await client.fetchToken(email, password, { signal });
      if (signal?.aborted) {
        // The answer won the race with Cancel: the user asked to stop, so the account is not kept.
        await client.forgetToken();
        throw new (loadOneMap().OneMapError)('cancelled', 'Sign-in was cancelled.');
      }
    });
    await this.secrets.storeCredentials({ email, password });
    this.log.line('info', `Signed in to ${this.secrets.origin} as ${email}`);
    this.changed.fire();
  }

  async signOut(): Promise<void> {
    await this.currentClient?.use((client) => client.forgetToken()).catch(() => undefined);
    await this.secrets.clear();
    this.dropClient();
    this.log.line('info', `Signed out of ${this.secrets.origin}`);
    this.changed.fire();
  }

  dispose(): void {
    this.secretsListener.dispose();
    this.dropClient();
    this.pacer?.dispose();
    this.disposables.dispose();
  }

  private secretsChanged(): void {
    // Another window signed in or out: the token this client holds in memory may be gone.
    this.dropClient();
    this.changed.fire();
  }

  /** The next request gets a new client; the old one closes when the requests using it (a batch, say) are done. */
  private dropClient(): void {
    void this.currentClient?.retire();
    this.currentClient = undefined;
  }
}

function originOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).origin;
  } catch {
    // Shown in the status bar and the log, and the client refuses it anyway: never with a password in it.
    return withoutUserInfo(baseUrl);
  }
}
