// A row's places when it holds one, as most rows do: a read-only map of one entry. A JavaScript Map costs
// about seven times the memory, and on 100 000 rows those maps kept the garbage collector busy while VS Code
// applied the edit (test/bench/host/nearestCommand.ts). No `vscode` here.

/** The one place a row holds: `stem` (the pair's name, '' when unnamed) to `value`. */
export class OnePlace<T> implements ReadonlyMap<string, T> {
  constructor(
    private readonly stem: string,
    private readonly value: T,
  ) {}

  get size(): number {
    return 1;
  }

  get(key: string): T | undefined {
    return key === this.stem ? this.value : undefined;
  }

  has(key: string): boolean {
    return key === this.stem;
  }

  forEach(visit: (value: T, key: string, map: ReadonlyMap<string, T>) => void, self?: unknown): void {
    visit.call(self, this.value, this.stem, this);
  }

  entries(): MapIterator<[string, T]> {
    return new Map([[this.stem, this.value]]).entries();
  }

  keys(): MapIterator<string> {
    return new Map([[this.stem, this.value]]).keys();
  }

  values(): MapIterator<T> {
    return new Map([[this.stem, this.value]]).values();
  }

  [Symbol.iterator](): MapIterator<[string, T]> {
    return this.entries();
  }
}

/** The places of a row that holds none: one shared map nobody writes to. */
export const NO_PLACES: ReadonlyMap<string, never> = new Map<string, never>();
