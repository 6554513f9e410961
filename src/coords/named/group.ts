// Pairs the axis names of one object, one query string or one table header: an x name and a y name of
// the same kind and stem make a pair. Shared by the object scanner and the table reader.
import { classifyName, isBoxEdge, type NameInfo } from './names';

export interface Candidate<T> {
  info: NameInfo;
  item: T;
}

/** The names of one object, gathered as the scanner meets them. */
export class NameGroup<T> {
  private readonly slots = new Map<string, Candidate<T>>();
  /** Stems that have a south or west name: their north/east are a box's edges. */
  private boxStems: Set<string> | undefined;

  /**
   * Adds a name. Returns false, adding nothing, when its slot is already taken by a correctly spelt
   * name: the caller then closes this group and starts a new one (a list of `lat: … lng: …` records
   * with no braces between them).
   */
  add(name: string, item: T): boolean {
    const info = classifyName(name);
    if (info === undefined) {
      const edge = isBoxEdge(name);
      if (edge) (this.boxStems ??= new Set()).add(edge.stem);
      return true;
    }
    const slot = `${info.kind}|${info.axis}|${info.stem}`;
    const taken = this.slots.get(slot);
    if (taken === undefined || (taken.info.weak && !info.weak)) {
      this.slots.set(slot, { info, item });
      return true;
    }
    return info.weak; // a misspelt duplicate beside the real name is ignored, not a new record
  }

  /** Whether the name is an axis name whose slot is taken (see add). */
  wouldRepeat(name: string): boolean {
    const info = classifyName(name);
    if (info === undefined || info.weak) return false;
    const taken = this.slots.get(`${info.kind}|${info.axis}|${info.stem}`);
    return taken !== undefined && !taken.info.weak;
  }

  get size(): number {
    return this.slots.size;
  }

  /** The x/y pairs, in the order their x names were added. */
  pairs(): Array<[Candidate<T>, Candidate<T>]> {
    const result: Array<[Candidate<T>, Candidate<T>]> = [];
    for (const x of this.slots.values()) {
      if (x.info.axis !== 'x') continue;
      if (x.info.compass && this.boxStems?.has(x.info.stem)) continue;
      const y = this.slots.get(`${x.info.kind}|y|${x.info.stem}`);
      if (y === undefined || (y.info.compass && this.boxStems?.has(y.info.stem))) continue;
      result.push([x, y]);
    }
    return result;
  }

  clear(): void {
    this.slots.clear();
    this.boxStems = undefined;
  }
}
