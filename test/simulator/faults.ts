// Fault switches, consumed as requests arrive. A counted fault hits the next N requests it targets.
import type { FaultCount, FaultName, Faults, FaultSettings, FaultTarget } from './types';

/** What happens to one request. */
export interface FaultPlan {
  latencyMs: number;
  bodyStallMs: number;
  drop: boolean;
  serverError: boolean;
  malformedBody: boolean;
}

const NONE: Faults = { latencyMs: 0, bodyStallMs: 0, dropConnection: 0, serverError: 0, malformedBody: 0 };
const NAMES = Object.keys(NONE) as FaultName[];

export class FaultState {
  private values: Faults = { ...NONE };
  private targets: Record<FaultName, FaultTarget> = {
    latencyMs: 'all',
    bodyStallMs: 'all',
    dropConnection: 'all',
    serverError: 'all',
    malformedBody: 'all',
  };

  set(settings: FaultSettings): void {
    for (const name of NAMES) {
      const value = settings[name];
      if (value === undefined) continue;
      (this.values as unknown as Record<FaultName, number | FaultCount>)[name] = value;
      this.targets[name] = settings.target ?? 'all';
    }
  }

  reset(): void {
    this.values = { ...NONE };
  }

  /** The faults for a request with `method`, consuming counted ones. At most one of drop/500/malformed. */
  take(method: string): FaultPlan {
    const hits = (name: FaultName): boolean => this.targets[name] === 'all' || method === 'GET';
    const consume = (name: 'dropConnection' | 'serverError' | 'malformedBody'): boolean => {
      const count = this.values[name];
      if (!hits(name) || count === 0) return false;
      if (count !== 'always') this.values[name] = count - 1;
      return true;
    };
    const drop = consume('dropConnection');
    const serverError = !drop && consume('serverError');
    const malformedBody = !drop && !serverError && consume('malformedBody');
    return {
      latencyMs: hits('latencyMs') ? this.values.latencyMs : 0,
      bodyStallMs: hits('bodyStallMs') ? this.values.bodyStallMs : 0,
      drop,
      serverError,
      malformedBody,
    };
  }
}
