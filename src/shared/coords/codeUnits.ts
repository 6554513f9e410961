// The scanner reads bytes, not the string: loading from a Uint8Array is cheaper than charCodeAt, and
// TextEncoder copies an ASCII string into one natively in a fraction of a millisecond per megabyte.
// Texts with other characters get one byte per UTF-16 code unit too, so offsets stay the same: each
// non-ASCII unit becomes an ASCII stand-in of the same kind for the scanner.
const encoder = new TextEncoder();

/** Stand-ins: a letter glues to numbers, a space or line break may sit between a pair's numbers, `#` ends a run. */
const LETTER = 0x61; // a
const SPACE = 0x20;
const LINE_BREAK = 0x0a;
const SYMBOL = 0x23; // #

const WORD_CHARACTER = /^[\p{L}\p{N}\p{M}]/u;

let buffer = new Uint8Array(1 << 16);

/**
 * One byte per UTF-16 code unit of `text`, in a buffer the next call reuses, followed by a 0 byte so
 * that loops over digits stop at the end without a bounds test. ASCII characters are themselves; see
 * above for the rest.
 */
export function codeUnits(text: string): Uint8Array {
  const n = text.length;
  if (buffer.length < n + 1) buffer = new Uint8Array(Math.max(n + 1, 2 * buffer.length));
  const units = fill(text, n);
  units[n] = 0;
  return units;
}

function fill(text: string, n: number): Uint8Array {
  // Non-ASCII characters take 2–4 bytes in UTF-8, so all n read into n bytes means all are ASCII.
  const { read, written } = encoder.encodeInto(text, buffer.subarray(0, n));
  if (read === n && written === n) return buffer;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      buffer[i] = c;
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A character outside the BMP: both halves get the stand-in of the whole code point.
      const standIn = WORD_CHARACTER.test(String.fromCodePoint(text.codePointAt(i)!)) ? LETTER : SYMBOL;
      buffer[i] = standIn;
      buffer[++i] = standIn;
    } else {
      buffer[i] = standInFor(c);
    }
  }
  return buffer;
}

function standInFor(c: number): number {
  if (c === 0x2028 || c === 0x2029 || c === 0x85) return LINE_BREAK;
  if (c === 0xa0 || c === 0xfeff || c === 0x3000 || c === 0x1680 || c === 0x202f || c === 0x205f || (c >= 0x2000 && c <= 0x200a)) {
    return SPACE;
  }
  if (c >= 0xd800 && c <= 0xdfff) return SYMBOL; // a lone surrogate
  return WORD_CHARACTER.test(String.fromCharCode(c)) ? LETTER : SYMBOL;
}
