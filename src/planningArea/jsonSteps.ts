// A JSON file's array of rows (the file's array, or the array of objects in its object: a FeatureCollection's
// features, LTA's `value`, OneMap's `results`) read a stretch of whole objects at a time: each stretch is parsed
// into the nodes jsonc-parser's parseTree gives, its pairs scanned, its rows found, so that a command can show how
// far it has read and stop between steps. The tree is whole at the end: the file with the array's contents
// blanked is parsed once (the same offsets), and the array's node put in. Anything a stretch cannot tell as the
// whole file would (a syntax error anywhere, a pair outside the array, another system than the stretch before)
// answers undefined: the reader then reads the file in one pass, the reference. No `vscode` here.
import type { Node, ParseError } from 'jsonc-parser';
import { CoordinateError } from '../shared/coords/errors';
import { planPairs } from '../shared/coords/plan';
import type { CrsId } from '../shared/coords/types';
import { type FindOptions, findPoints } from '../mapData/findPoints';
import { jsonTree } from '../mapData/jsonTree';
import type { FoundPoints } from '../mapData/sourceFeature';
import { containerEnd, nextElement, rowsArray } from './jsonArrayScan';
import { JsonNodes } from './jsonNodes';
import { jsonStretchRecords } from './jsonRows';
import { PairStems, sharedNamedList } from './pairStems';
import { PointList } from './pointList';
import type { RawRecord } from './tableRows';

/**
 * One stretch read: its records (their points index `points`, whose offsets count from the stretch's first
 * object), and the array's objects without a pair that are rows.
 */
export interface JsonStretch {
  records: RawRecord[];
  pointless: RawRecord[];
  stems: PairStems;
  points: FoundPoints;
  /** How many points the stretches before this one had. */
  first: number;
}

/** A stretch's points when it has none. */
const NO_POINTS: FoundPoints = { count: 0, start: new Int32Array(0), end: new Int32Array(0), lat: new Float64Array(0), lon: new Float64Array(0) };

/** Elements looked at to guess the array's size before the first step. */
const SAMPLE = 64;

export class JsonSteps {
  /** The array's node: its elements are added stretch by stretch; its place in the tree is set at the end. */
  private readonly rows: Node;
  private next: number;
  private firstStart = -1;
  private from?: CrsId;
  private rowsHold = false;
  /** The array's objects without a pair, while none of its objects has one (then they are rows too). */
  private pending: RawRecord[] = [];
  readonly points = new PointList();
  elements = 0;
  /** The whole tree, once the array has closed. */
  root?: Node;
  private readonly sampleLength: number;
  private readonly nodes: JsonNodes;

  /** A reader of the text's array of rows; undefined when the JSON opening at `open` has none to read in steps. */
  static open(text: string, open: number, options: FindOptions): JsonSteps | undefined {
    const at = rowsArray(text, open);
    return at < 0 ? undefined : new JsonSteps(text, open, at, options);
  }

  private constructor(
    private readonly text: string,
    /** Where the file's JSON opens: parseTree's colon offsets count from there, as jsonTree leaves them. */
    jsonStart: number,
    private readonly openAt: number,
    private readonly options: FindOptions,
  ) {
    this.rows = { type: 'array', offset: openAt, length: -1, children: [] } as unknown as Node;
    this.next = openAt + 1;
    this.nodes = new JsonNodes(text, jsonStart);
    let at = this.next;
    let n = 0;
    for (let found = nextElement(text, at, true); found && 'start' in found && n < SAMPLE; found = nextElement(text, at, false), n++) {
      at = containerEnd(text, found.start);
      if (at < 0) break;
    }
    this.sampleLength = n > 0 && at > 0 ? (at - this.next) / n : 1;
  }

  get finished(): boolean {
    return this.root !== undefined;
  }

  /** The one system of the stretches' pairs (once finished). */
  get system(): CrsId {
    return this.from!;
  }

  /** About how many elements the array has: those read, and the rest of the text at their mean length. */
  get estimate(): number {
    if (this.finished) return this.elements;
    const mean = this.elements > 0 ? (this.next - this.firstStart) / this.elements : this.sampleLength;
    return this.elements + Math.round((this.text.length - this.next) / Math.max(mean, 1));
  }

  /** Reads about `count` more elements; undefined when the file must be read in one pass instead. */
  step(count: number): JsonStretch | undefined {
    const { text } = this;
    const elements: Node[] = [];
    let close = -1;
    while (elements.length < count) {
      const found = nextElement(text, this.next, this.elements + elements.length === 0);
      if (!found) return undefined;
      if ('close' in found) {
        close = found.close;
        break;
      }
      const element = this.nodes.valueAt(found.start, this.rows);
      if (!element) return undefined;
      elements.push(element);
      this.next = element.offset + element.length;
    }
    // The array closing right after the last object asked for closes in this step (no step that reads nothing).
    if (close < 0) {
      const after = nextElement(text, this.next, false);
      if (after && 'close' in after) close = after.close;
    }
    const first = this.points.count;
    const stretch = elements.length > 0 ? this.stretch(elements) : { records: [], pointless: [], stems: new PairStems(''), points: NO_POINTS, first };
    if (!stretch) return undefined;
    if (close >= 0 && !this.close(close)) return undefined;
    return stretch;
  }

  /** Scans the elements parsed (up to `this.next`) for their pairs and rows. */
  private stretch(elements: Node[]): JsonStretch | undefined {
    const { text } = this;
    const from = elements[0]!.offset;
    if (this.firstStart < 0) this.firstStart = from;
    const piece = text.slice(from, this.next);
    const named = sharedNamedList();
    let scanned: ReturnType<typeof findPoints> | undefined;
    try {
      // As the one pass reads the file (a file in two systems for the same places shows its degrees).
      scanned = findPoints(piece, this.options);
    } catch (error) {
      // A stretch of objects without a pair has none to scan; any other refusal is the one pass's to give.
      if (!(error instanceof CoordinateError && error.code === 'no-coordinates')) return undefined;
    }
    const stems = scanned ? new PairStems(piece, named) : new PairStems('');
    if (stems.table || (scanned && this.from !== undefined && scanned.from !== this.from)) return undefined;
    const points = scanned?.points ?? NO_POINTS;
    if (scanned) this.from = scanned.from;
    const first = this.points.count;
    // A stretch without pairs adds none (nor takes away the SVY21 metres of the ones before).
    if (points.count > 0) this.points.add(points, from);
    const placed = { ...points, start: points.start.map((s) => s + from), end: points.end.map((e) => e + from) };
    for (const element of elements) (this.rows.children as Node[]).push(element);
    this.elements += elements.length;
    const found = jsonStretchRecords(elements, this.rows, placed);
    if (found.rowsHold && !this.rowsHold) {
      this.rowsHold = true;
      found.pointless.push(...this.pending);
      this.pending = [];
    }
    if (!this.rowsHold) this.pending.push(...found.pointless);
    return { records: found.records, pointless: this.rowsHold ? found.pointless : [], stems, points, first };
  }

  /** The array closes at `close`: the tree made whole, if the file around the array parses clean and holds no pair. */
  private close(close: number): boolean {
    const { text, openAt } = this;
    if (this.from === undefined) return false;
    const around = text.slice(0, openAt + 1) + text.slice(close);
    try {
      planPairs([around], { svy21Order: this.options.svy21Order, from: this.options.from, scope: 'file' });
      return false;
    } catch (error) {
      if (!(error instanceof CoordinateError && error.code === 'no-coordinates')) return false;
    }
    const errors: ParseError[] = [];
    const skeleton = jsonTree(text.slice(0, openAt + 1) + ' '.repeat(close - openAt - 1) + text.slice(close), errors);
    if (!skeleton || errors.length > 0) return false;
    const rows = this.rows as { length: number; parent?: Node };
    if (skeleton.offset === openAt && skeleton.type === 'array') {
      rows.length = skeleton.length;
      this.root = this.rows;
      return true;
    }
    const member = skeleton.type === 'object' ? skeleton.children?.find((m) => m.children?.[1]?.offset === openAt) : undefined;
    const value = member?.children?.[1];
    if (!member || value?.type !== 'array') return false;
    rows.length = value.length;
    rows.parent = member;
    (member.children as Node[])[1] = this.rows;
    this.root = skeleton;
    return true;
  }
}

