// A table command run again on a JSON array whose objects it wrote into (Cancel → Apply, OneMap's errors, objects
// added since): the fields read back from the objects, each object sorted into done or left, and the left ones'
// values written into their own fields (a field an object lacks is added after its last member, in its style),
// so that a run finished in two goes reads back the same as a run never stopped. No `vscode` here.
import type { Node } from 'jsonc-parser';
import { type ColumnWriter, type NameStyle } from './columnNames';
import { checkMembersRead } from './jsonObjectWhole';
import { memberStyle } from './jsonRows';
import type { Insertion, PlacedRecord } from './rowTypes';
import type { SortedRecords } from './tableLayout';

const STYLES: NameStyle[] = ['snake', 'upper', 'camel', 'pascal'];

function keyOf(member: Node): string {
  return String(member.children?.[0]?.value ?? '');
}

/** The object's member named `name` (any case), or undefined. */
export function fieldOf(object: Node, name: string): Node | undefined {
  const lower = name.toLowerCase();
  return object.children?.find((m) => keyOf(m).toLowerCase() === lower);
}

/** A field's value as a table cell would read (a number or boolean as its text); null or missing: undefined. */
export function fieldValue(object: Node, name: string): string | undefined {
  const value = fieldOf(object, name)?.children?.[1];
  if (!value || value.type === 'null') return undefined;
  return value.type === 'object' || value.type === 'array' ? value.type : String(value.value);
}

/**
 * The fields as the first object that has them all writes them (any style, or an older version's names);
 * undefined when no object has them all: the run adds them (or refuses an object that has some).
 */
export function jsonFields<T>(records: readonly PlacedRecord<T>[], stemOrder: readonly string[], writer: ColumnWriter<unknown>): string[] | undefined {
  if (writer.finishes === false) return undefined;
  const candidates = [...STYLES.map((s) => writer.names(stemOrder, s)), ...STYLES.flatMap((s) => writer.formerNames?.(stemOrder, s) ?? [])];
  for (const record of records) {
    const object = record.node as Node;
    for (const wanted of candidates) {
      const members = wanted.map((name) => fieldOf(object, name));
      if (members.every((m) => m !== undefined)) return members.map((m) => keyOf(m!));
    }
  }
  return undefined;
}

/** The objects a run writes (those `writer.left` says are not finished, by their fields' values) and how many are done. */
export function sortJsonRecords<T>(fields: readonly string[], records: readonly PlacedRecord<T>[], writer: ColumnWriter<unknown>, stemOrder: readonly string[]): SortedRecords<T> {
  const sorted: SortedRecords<T> = { write: [], longer: [], done: 0 };
  const left = writer.left ?? ((cells: readonly (string | undefined)[]) => cells.some((c) => c === undefined || c === 'not asked' || c.startsWith('error:')));
  for (const record of records) {
    const cells = fields.map((name) => fieldValue(record.node as Node, name));
    if (left(cells, record.places as ReadonlyMap<string, unknown>, stemOrder, 'json')) sorted.write.push(record);
    else sorted.done++;
  }
  return sorted;
}

/**
 * The edits that put `values` (JSON text, by `names`' order; undefined: leave that field as it is) into the
 * object: a field it has gets its value replaced where it stands (left alone when the same); the fields it lacks
 * are added after its last member, in its own separator, colon and key quotes.
 */
export function fieldEdits(text: string, object: Node, names: readonly string[], values: readonly (string | undefined)[]): Insertion[] {
  const edits: Insertion[] = [];
  const added: string[] = [];
  checkMembersRead(text, object);
  const { separator, colon, quote } = memberStyle(text, object);
  names.forEach((name, i) => {
    const written = values[i];
    if (written === undefined) return;
    const value = fieldOf(object, name)?.children?.[1];
    if (!value) added.push(`${quote}${name}${quote}${colon}${written}`);
    else if (text.slice(value.offset, value.offset + value.length) !== written) edits.push({ offset: value.offset, length: value.length, text: written });
  });
  const members = object.children ?? [];
  const last = members[members.length - 1];
  if (added.length > 0) {
    edits.push(last ? { offset: last.offset + last.length, text: added.map((f) => separator + f).join('') } : { offset: object.offset + 1, text: added.join(', ') });
  }
  return edits;
}

/** The edits of a run that finishes objects: each record's values into `fields` (a value left undefined is not written). */
export function jsonFinishEdits<T>(text: string, records: readonly PlacedRecord<T>[], fields: readonly string[], stemOrder: readonly string[], writer: ColumnWriter<T>): { insertions: Insertion[]; columns: string[] } {
  const insertions = records.flatMap((record) => {
    const values = writer.values(record.places, stemOrder).map((v) => (v === undefined ? undefined : JSON.stringify(v)));
    return fieldEdits(text, record.node as Node, fields, values);
  });
  return { insertions, columns: [...fields] };
}
