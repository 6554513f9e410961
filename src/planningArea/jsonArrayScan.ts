// Where the objects of a JSON file's array of rows begin and end, found a character at a time without building
// any tree, so that the array can be read a stretch of whole objects at a time. Anything this does not follow
// (a comment, a single quote, a missing comma, an element that is not an object) answers -1 or undefined: the
// reader then reads the file in one pass, which knows every quirk jsonc-parser forgives. No `vscode` here.

const QUOTE = 34;
const BACKSLASH = 92;

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/** The first character at or after `at` that is not whitespace (the text's length when none). */
export function skipSpace(text: string, at: number): number {
  while (at < text.length && isSpace(text.charCodeAt(at))) at++;
  return at;
}

/** Where the string opening at `at` ends (after its closing quote), or -1. */
function stringEnd(text: string, at: number): number {
  for (let i = at + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i + 1;
    else if (c === 10 || c === 13) return -1;
  }
  return -1;
}

/** Where the object or array opening at `at` ends (after its closing bracket), or -1. */
export function containerEnd(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (end < 0) return -1;
      i = end - 1;
    } else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) {
      if (--depth === 0) return i + 1;
    } else if (c === 47 || c === 39) return -1; // a comment, or a single-quoted string: for the one pass
  }
  return -1;
}

/** Where a member's value at `at` ends: a string, a container, or a literal (up to the next `,` or `}`). */
function valueEnd(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c === QUOTE) return stringEnd(text, at);
  if (c === 123 || c === 91) return containerEnd(text, at);
  let i = at;
  while (i < text.length && !/[,}\]\s/'"]/.test(text[i]!)) i++;
  return i > at ? i : -1;
}

/**
 * The `[` of the array of rows of the JSON opening at `open`: the file's array itself, or in an object (a
 * FeatureCollection's features, an API's results) the first member whose value is an array that opens with an
 * object. -1 when there is none.
 */
export function rowsArray(text: string, open: number): number {
  if (text[open] === '[') return open;
  let at = skipSpace(text, open + 1);
  for (;;) {
    if (text.charCodeAt(at) !== QUOTE) return -1;
    at = stringEnd(text, at);
    if (at < 0) return -1;
    at = skipSpace(text, at);
    if (text[at] !== ':') return -1;
    at = skipSpace(text, at + 1);
    if (text[at] === '[' && text[skipSpace(text, at + 1)] === '{') return at;
    const end = valueEnd(text, at);
    if (end < 0) return -1;
    at = skipSpace(text, end);
    if (text[at] !== ',') return -1;
    at = skipSpace(text, at + 1);
  }
}

/**
 * After an element ending at `at` (or the array's `[` when `first`): where the next object starts, or where
 * the array closes (its `]`), or undefined for anything else.
 */
export function nextElement(text: string, at: number, first: boolean): { start: number } | { close: number } | undefined {
  let i = skipSpace(text, at);
  if (!first) {
    if (text[i] === ']') return { close: i };
    if (text[i] !== ',') return undefined;
    i = skipSpace(text, i + 1);
  }
  if (text[i] === '{') return { start: i };
  // `[]`, or a trailing comma (allowed, as jsonc-parser allows it): the array closes.
  if (text[i] === ']' && (first || text[skipSpace(text, at)] === ',')) return { close: i };
  return undefined;
}
