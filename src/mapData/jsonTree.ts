// Where a file's JSON is and its tree (GeoJSON, an array of rows, JSON wrapped in JavaScript as QGIS exports it):
// jsonc-parser gives every node its offsets, which JSON.parse cannot, and reads on past the errors of
// JavaScript-only syntax (single-quoted strings) instead of giving up on the file. No `vscode` here.
import { parseTree, type Node, type ParseError } from 'jsonc-parser';

/** What may stand before the JSON of a file: nothing, a JavaScript assignment, or a key whose object's brace was deleted. */
const PREFIX = /^\s*(?:(?:var|let|const)\s+)?(?:[\w$.]+\s*=\s*)?$|^\s*(?:"[^"\n]*"\s*:\s*(?:"[^"\n]*"|[-+\w.]+)\s*,\s*)*"[^"\n]*"\s*:\s*$/;
/** How a file's JSON is parsed, in one piece or in steps. */
const JSON_OPTIONS = { allowTrailingComma: true, disallowComments: false };
// A comment before the JSON: a line comment or a block comment, after any space.
const COMMENT = /\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/)/y;
const OPEN = /[[{]/g;

/** The offset of the first `[` or `{` at or after `from`, or -1. */
function openFrom(text: string, from: number): number {
  OPEN.lastIndex = from;
  return OPEN.exec(text)?.index ?? -1;
}

/**
 * Where the file's JSON opens (its first `[` or `{` after the comments it starts with, as a .jsonc or .js file may),
 * or -1 when the file is not JSON: jsonTree then gives undefined.
 */
export function jsonOpen(text: string): number {
  let from = 0;
  for (COMMENT.lastIndex = 0; COMMENT.test(text); COMMENT.lastIndex = from) from = COMMENT.lastIndex;
  const open = openFrom(text, from);
  return open < 0 || !PREFIX.test(text.slice(from, open)) ? -1 : open;
}

/**
 * The file's JSON tree with offsets into `text`, or undefined when the file is not JSON; `errors` hears its
 * syntax errors. Where an edit broke the file (an opening brace deleted), jsonc-parser closes the containers
 * early at the stray closing brace and reads nothing after it: the values after are read again, as the
 * elements of an array of their own, so that a Feature or object past the break is still one place (left
 * unread, their positions would each be a place of their own: a vertex each, or two for OneMap's objects
 * that name each place in two systems).
 */
export function jsonTree(text: string, errors: ParseError[] = []): Node | undefined {
  const open = jsonOpen(text);
  const root = open < 0 ? undefined : parsePart(text, open, errors, false);
  if (!root || (root.type !== 'object' && root.type !== 'array')) return undefined;
  if (errors.length === 0) return root;
  const parts: Node[] = [root];
  let end = root.offset + root.length;
  for (;;) {
    const next = openFrom(text, end);
    if (next < 0) break;
    const rest = parsePart(text, next, errors, true);
    if (!rest?.children?.length || rest.offset + rest.length <= end) break;
    parts.push(rest);
    end = rest.offset + rest.length;
  }
  if (parts.length === 1) return root;
  const whole = { type: 'array', offset: root.offset, length: end - root.offset, children: parts } as Node;
  for (const part of parts) (part as { parent?: Node }).parent = whole;
  return whole;
}

/** The JSON value at `from` (`asArray`: the values from there on, as one array's elements), placed in `text`. */
function parsePart(text: string, from: number, errors: ParseError[], asArray: boolean): Node | undefined {
  const found: ParseError[] = [];
  const node = parseTree(asArray ? `[${text.slice(from)}` : text.slice(from), found, JSON_OPTIONS);
  if (!node) return undefined;
  const by = asArray ? from - 1 : from;
  if (by !== 0) shift(node, by);
  if (asArray) {
    // The array's own bracket is not in the text: it starts at its first value.
    (node as Placed).offset += 1;
    (node as Placed).length -= 1;
  }
  // The array's own bracket, never closed in the text, is no error of the file's: the last closing bracket said
  // missing at the end (jsonc-parser's CloseBracketExpected, 8) is that one.
  let own = -1;
  for (let i = found.length - 1; asArray && i >= 0 && own < 0; i--) if (found[i]!.error === 8 && found[i]!.offset >= text.length - from) own = i;
  errors.push(...found.filter((_, i) => i !== own).map((error) => ({ ...error, offset: error.offset + by })));
  return node;
}

/** jsonc-parser's nodes are read-only in its types; these trees are ours, made for this file. */
export type Placed = { offset: number; length: number };

function shift(node: Node, by: number): void {
  const stack = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    (n as Placed).offset += by;
    if (n.children) stack.push(...n.children);
  }
}
