// A OneMapClient pointed at a simulator, signed in as the demo account, with waits that record instead of
// sleeping so that backoff never slows a test down.
import { OneMapClient, type OneMapClientOptions, type StoredToken, type TokenStore } from '../../../src/onemap';
import { after, before, beforeEach } from 'node:test';
import { DEMO_USER, type Simulator, startSimulator, type StartOptions } from '../../simulator';

export class MemoryStore implements TokenStore {
  saved: StoredToken | undefined;
  saves = 0;

  constructor(initial?: StoredToken) {
    this.saved = initial;
  }

  async load(): Promise<StoredToken | undefined> {
    return this.saved;
  }

  async save(token: StoredToken | undefined): Promise<void> {
    this.saves++;
    this.saved = token;
  }
}

export interface TestClient {
  client: OneMapClient;
  /** Every wait the client asked for, in ms. */
  waits: number[];
  /** Every log line, as "level: message". */
  logs: string[];
  store: MemoryStore;
}

export function clientFor(sim: Simulator, overrides: Partial<OneMapClientOptions> = {}): TestClient {
  const waits: number[] = [];
  const logs: string[] = [];
  const store = (overrides.tokenStore as MemoryStore | undefined) ?? new MemoryStore();
  const client = new OneMapClient({
    baseUrl: sim.url,
    credentials: async () => ({ email: DEMO_USER.email, password: DEMO_USER.password }),
    tokenStore: store,
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    log: (level, message) => logs.push(`${level}: ${message}`),
    ...overrides,
  });
  return { client, waits, logs, store };
}

/** The simulator's log of GETs to `path`, as statuses. */
export function statuses(sim: Simulator, method = 'GET'): number[] {
  return sim.stats.requests.filter((r) => r.method === method).map((r) => r.status);
}

export interface SimulatorFixture {
  readonly sim: Simulator;
  make(overrides?: Partial<OneMapClientOptions>): TestClient;
  /** Closes a client made elsewhere with the others. */
  closeAtEnd(client: OneMapClient): void;
}

/**
 * One simulator for a test file, reset before each test, and clients against it that all close with it:
 * `fixture.sim` once the file's tests run, `fixture.make()` for a client (as clientFor).
 */
export function simulatorFixture(options: StartOptions = {}, beforeEachTest?: (sim: Simulator) => void): SimulatorFixture {
  let started: Simulator | undefined;
  const clients: OneMapClient[] = [];
  before(async () => {
    started = await startSimulator(options);
  });
  beforeEach(() => {
    started!.reset();
    beforeEachTest?.(started!);
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await started?.close();
  });
  return {
    get sim(): Simulator {
      if (!started) throw new Error('the simulator starts before the first test');
      return started;
    },
    make(overrides = {}) {
      const made = clientFor(this.sim, overrides);
      clients.push(made.client);
      return made;
    },
    closeAtEnd(client) {
      clients.push(client);
    },
  };
}
