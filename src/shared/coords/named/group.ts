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
  /** Whether some slot's partner is filled too (bounding boxes aside): kept as names come, not searched for. */
  private paired = false;

  /**
   * Adds a name. A correctly spelt name replaces one in its slot (the last of duplicate keys wins, as in
   * JSON.parse); a misspelt one fills only an empty slot.
   */
  add(name: string, item: T): void {
    const info = classifyName(name);
    if (info === undefined) {
      const edge = isBoxEdge(name);
      if (edge) (this.boxStems ??= new Set()).add(edge.stem);
      return;
    }
    const taken = this.slots.get(info.slot);
    if (taken === undefined || !info.weak) this.slots.set(info.slot, { info, item });
    if (taken === undefined && this.slots.has(info.partner)) this.paired = true;
  }

  /**
   * Whether adding `name` begins a new record: its slot is taken and the group already holds a pair
   * (a list of `lat: … lng: …` records with no braces between them).
   */
  startsNewRecord(name: string): boolean {
    const info = classifyName(name);
    if (info === undefined || info.weak) return false;
    const taken = this.slots.get(info.slot);
    return taken !== undefined && !taken.info.weak && this.paired;
  }

  /** The x/y pairs, in the order their x names were added. */
  pairs(): Array<[Candidate<T>, Candidate<T>]> {
    const result: Array<[Candidate<T>, Candidate<T>]> = [];
    for (const x of this.slots.values()) {
      if (x.info.axis !== 'x') continue;
      const y = this.slots.get(x.info.partner);
      if (y === undefined) continue;
      if ((x.info.compass || y.info.compass) && this.boxStems?.has(x.info.stem)) continue;
      result.push([x, y]);
    }
    return result;
  }

  clear(): void {
    this.slots.clear();
    this.boxStems = undefined;
    this.paired = false;
  }
}
