// The stem of each named pair of a text (start of start_lat), looked up by where the pair starts; unnamed pairs
// have none. Kept in typed arrays, not a Map of 100 000 entries: a large table then reads without a garbage
// collector busy rehashing. No `vscode` here.
import { type NamedPairList, scanNamedPairs } from '../shared/coords/named';
import { classifyName } from '../shared/coords/named/names';
import { placeStem } from './columnNames';

export class PairStems {
  /** Where each pair starts, ascending; at equal starts the later pair of the scan wins, as a Map's set would. */
  private readonly starts: Int32Array;
  /** Each pair's stem, as an index into `names`. */
  private readonly stemIds: Int32Array;
  private readonly names: string[] = [];
  /** The text was read as a table with named columns (the scanner then keeps each row's numbers to that row). */
  readonly table: boolean;

  /**
   * `list`: the named pairs of `text` as scanNamedPairs gives them, when they were just scanned (planning the
   * pairs of one text scans them last): a large table is then not scanned twice.
   */
  constructor(text: string, list: NamedPairList = scanNamedPairs(text)) {
    // The scanner's typed list is overwritten by the next scan: read it here, before any other.
    const count = list.count;
    this.table = count > 0 && list.form[0] === 1;
    this.starts = new Int32Array(count);
    this.stemIds = new Int32Array(count);
    // A table names the same pair on every row: each name is classified once.
    // Every row's name is its column's, at the same place in the header: looked up by that place first, so that
    // 100 000 rows make no copy of a name each.
    const byName = new Map<string, number>();
    const byStart = new Map<number, number>();
    let sorted = true;
    for (let i = 0; i < count; i++) {
      const at = list.xNameStart[i]!;
      let id = byStart.get(at);
      if (id === undefined) {
        const name = text.slice(at, list.xNameEnd[i]);
        id = byName.get(name);
        if (id === undefined) {
          id = this.names.push(placeStem(classifyName(name)?.stem ?? '')) - 1;
          byName.set(name, id);
        }
        byStart.set(at, id);
      }
      this.starts[i] = Math.min(list.xStart[i]!, list.yStart[i]!);
      this.stemIds[i] = id;
      if (i > 0 && this.starts[i]! < this.starts[i - 1]!) sorted = false;
    }
    if (!sorted) this.sort();
  }

  /** The stem of the pair starting at `start`, or undefined when no named pair starts there. */
  at(start: number): string | undefined {
    const { starts } = this;
    // The last pair starting at or before `start` (binary search for the first one after it).
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! <= start) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && starts[lo - 1] === start ? this.names[this.stemIds[lo - 1]!] : undefined;
  }

  /** A stable sort by start: pairs at the same start keep the scan's order, so the later one still wins. */
  private sort(): void {
    const order = Array.from(this.starts.keys()).sort((a, b) => this.starts[a]! - this.starts[b]! || a - b);
    const starts = Int32Array.from(order, (i) => this.starts[i]!);
    const ids = Int32Array.from(order, (i) => this.stemIds[i]!);
    this.starts.set(starts);
    this.stemIds.set(ids);
  }
}

let namedList: NamedPairList | undefined;

/**
 * The list scanNamedPairs answers in, the same one every call; planning one text's pairs scans its named pairs
 * last, so after planPairs (or findPoints) the list holds that text's: PairStems reads them without a second
 * scan (a tenth of the reading). Taken before planning: a scan of nothing empties it.
 */
export function sharedNamedList(): NamedPairList {
  return (namedList ??= scanNamedPairs(''));
}
