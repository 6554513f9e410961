// What a row is called in a popup on the map: its name-like column or member (a name, an address, a block),
// as Show on Map labels a place, else its line in the file. A table's column is chosen once from the header,
// so that 100 000 rows cost one split each. No `vscode` here.
import type { Node } from 'jsonc-parser';
import { chooseLabel, LineIndex } from '../mapData/labels';
import type { PlaceRows } from '../planningArea/addPlanningAreas';
import { cellSpans, cellValue } from '../planningArea/tableCells';
import { delimiterOf } from '../planningArea/tableRows';

export type RowLabel = (record: { start: number; end: number; node?: unknown }) => string;

/** The labeller of `read`'s rows in `text`. */
export function rowLabels(text: string, read: Pick<PlaceRows, 'root' | 'header'>): RowLabel {
  const lines = new LineIndex(text);
  if (read.root || read.header === undefined) {
    return (record) => chooseLabel(members(record.node as Node | undefined), lines.label(record.start));
  }
  const delimiter = delimiterOf(read.header);
  const header = read.header;
  const names = cellSpans(header, 0, header.length, delimiter).map((span) => cellValue(header, span));
  // chooseLabel on the header alone: each name paired with itself, so a name-like name wins as it would.
  const chosen = chooseLabel(
    names.map((name) => [name, name]),
    '',
  );
  const column = names.indexOf(chosen);
  return (record) => {
    const cells = cellSpans(text, record.start, record.end, delimiter);
    const cell = column >= 0 ? cells[column] : undefined;
    const value = cell ? cellValue(text, cell) : '';
    return value === '' ? lines.label(record.start) : value;
  };
}

/** A line's label: its row's, with the place's stem when a row has two (`BLK 1 (start)`). */
export function lineLabel(row: string, stem: string, twoPlaces: boolean): string {
  const where = stem.replace(/^[\W_]+|[\W_]+$/g, '');
  return twoPlaces && where !== '' ? `${row} (${where})` : row;
}

/** A JSON object's members as text, a GeoJSON feature's `properties` among them. */
function members(node: Node | undefined): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const member of node?.children ?? []) {
    const [key, value] = member.children ?? [];
    if (typeof key?.value !== 'string' || !value) continue;
    if (value.type === 'string' || value.type === 'number') out.push([key.value, String(value.value)]);
    else if (value.type === 'object' && key.value === 'properties') out.push(...members(value));
  }
  return out;
}
