// CSV and TSV rows under a header: each row with a pair is a place, its other columns its properties.
import type { LineIndex } from './labels';
import { chooseLabel } from './labels';
import type { FoundPoints, SourceFeature } from './sourceFeature';
import { MAX_PROPERTIES } from '../shared/protocol/dataLayers';

/** The fields of one CSV line (RFC 4180 quoting: a quoted field may hold the delimiter and doubled quotes). */
export function splitRecord(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (line[i] === '"') {
      i++;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (line[i] === '"') {
          i++;
          break;
        } else field += line[i++];
      }
      const next = line.indexOf(delimiter, i);
      i = next < 0 ? line.length : next;
    } else {
      const next = line.indexOf(delimiter, i);
      field = line.slice(i, next < 0 ? line.length : next);
      i = next < 0 ? line.length : next;
    }
    fields.push(field);
    if (i >= line.length) return fields;
    i += delimiter.length;
  }
}

function lineSpan(text: string, offset: number): { start: number; end: number } {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  let end = text.indexOf('\n', offset);
  if (end < 0) end = text.length;
  if (end > start && text[end - 1] === '\r') end--;
  return { start, end };
}

/** One feature per row that holds a pair; `header` is the document's header line. */
export function tableFeatures(text: string, header: string, points: FoundPoints, lines: LineIndex): SourceFeature[] {
  const delimiter = header.includes('\t') ? '\t' : header.includes(',') ? ',' : ';';
  const names = splitRecord(header.replace(/^\uFEFF/, ''), delimiter).map((name) => name.trim());
  const found: SourceFeature[] = [];
  for (let p = 0; p < points.count; p++) {
    const row = lineSpan(text, points.start[p]!);
    if (row.start === 0) continue; // the header itself
    const previous = found[found.length - 1];
    if (previous && previous.start === row.start) continue; // the row's second pair: one place per row
    const fields = splitRecord(text.slice(row.start, row.end), delimiter);
    const properties = fields.slice(0, MAX_PROPERTIES).map((value, i): [string, string] => [names[i] ?? `Column ${i + 1}`, value]);
    const label = chooseLabel(properties, lines.label(row.start));
    found.push({ shapes: [{ kind: 'point', lat: points.lat[p]!, lon: points.lon[p]! }], label, properties, start: row.start, end: row.end });
  }
  return found;
}
