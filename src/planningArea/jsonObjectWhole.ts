// The row jobs write a JSON object's new fields after its last member. The reader forgives a broken file (keys
// not in double quotes, a key typed without its value yet, a comma or a closing brace missing) and still finds
// its places; written into, such an object would get its fields at its start, after its brace or glued to the
// value before, the file more broken and the fields lost. An object broken where the fields go is refused,
// naming its line, before anything is written. No `vscode` here.
import type { Node } from 'jsonc-parser';
import { NotRowsError } from './notRowsError';

const lineOf = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;
const refusal = (remedy: string): NotRowsError => new NotRowsError(`${remedy}, then run the command again: as it is, the file is not JSON, and nothing was written.`);

/** Whether text[from, to) holds a comma outside comments (a line break or a comment may stand there too). */
function commaBetween(text: string, from: number, to: number): boolean {
  // Only the gap is looked at (a search to the text's end for each object of a large file is quadratic).
  let comma = false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 47) return text.slice(from, to).replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').includes(',');
    if (c === 44) comma = true;
  }
  return comma;
}

/**
 * Refuses an object with text between its braces but no member the parser read (keys in single quotes or bare,
 * as JavaScript writes them): its fields would go at its start, into its members.
 */
export function checkMembersRead(text: string, object: Node): void {
  if ((object.children?.length ?? 0) > 0 || text.slice(object.offset + 1, object.offset + object.length - 1).trim() === '') return;
  throw refusal(`Put the keys of the object on line ${lineOf(text, object.offset)} in double quotes ("lat", not 'lat' or lat)`);
}

/** Throws NotRowsError when fields written after `object`'s last member would not land in it as JSON. */
export function checkObjectWhole(text: string, object: Node): void {
  checkMembersRead(text, object);
  const members = object.children ?? [];
  const last = members[members.length - 1];
  // A member's children: its key, and its value when it has one.
  if (last && last.children!.length < 2) {
    const key = last.children![0]!;
    throw refusal(`Give ${text.slice(key.offset, key.offset + key.length)} on line ${lineOf(text, last.offset)} a value (or remove it)`);
  }
  const before = members[members.length - 2];
  if (before && last && !commaBetween(text, before.offset + before.length, last.offset)) {
    const key = last.children![0]!;
    throw refusal(`Put a comma before ${text.slice(key.offset, key.offset + key.length)} on line ${lineOf(text, last.offset)}`);
  }
  if (text[object.offset + object.length - 1] !== '}') throw refusal(`Close the object that opens on line ${lineOf(text, object.offset)} with its "}" (and any string in it with its quote)`);
}
