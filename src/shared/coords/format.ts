// Writing converted numbers. Number.prototype.toFixed would do, but it is a runtime call costing
// about as much as a proj4 transform, and it allocates a string per number. Here the rounding is
// integer arithmetic on the scaled value (toFixed decides only the rare near-ties), and the digits
// can go straight into the output bytes (`writeFixed`) or into a string (`formatFixed`).

/** The most decimals formatFixed writes (its tables' length). */
export const MOST_DECIMALS = 22;

const POW10: readonly number[] = Array.from({ length: MOST_DECIMALS + 1 }, (_, i) => Number(`1e${i}`));
const ZEROS: readonly string[] = Array.from({ length: MOST_DECIMALS + 1 }, (_, i) => '0'.repeat(i));

/** Below this every integer and every half is exact, so rounding `value * 10^decimals` is sound. */
const EXACT_LIMIT = 2 ** 52;

/**
 * |value| · 10^decimals rounded to an integer exactly as toFixed rounds (half away from zero, on the
 * exact binary value), or -1 when only toFixed can tell: near a tie, or too large for exact integers.
 */
function scaledDigits(abs: number, decimals: number): number {
  const scaled = abs * POW10[decimals]!;
  if (!(scaled < EXACT_LIMIT)) return -1;
  const whole = Math.floor(scaled);
  const fraction = scaled - whole;
  // The product was rounded once, by at most scaled·2^-53. Only that close to a tie can the rounded
  // product and the exact value disagree about rounding up.
  if (Math.abs(fraction - 0.5) <= scaled * 2.3e-16) return -1;
  // Number(boolean), not a branch: the processor cannot predict a fraction's side of .5.
  return whole + Number(fraction > 0.5);
}

/**
 * `value` with exactly `decimals` decimals: the digits `toFixed` would write, but never in exponent
 * notation (toFixed switches to it from 1e21) and never "-0.000" (a negative number that rounds to
 * zero is written as zero: the sign means nothing there and looks like a bug).
 * `decimals` must be an integer 0–22; callers validate user settings before this.
 */
export function formatFixed(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return String(value);
  const negative = value < 0;
  const abs = negative ? -value : value;
  const n = scaledDigits(abs, decimals);
  let text: string;
  if (n >= 0) {
    if (n === 0) return decimals === 0 ? '0' : '0.' + ZEROS[decimals]!;
    if (decimals === 0) {
      text = '' + n;
    } else {
      const scale = POW10[decimals]!;
      let integer = Math.floor(n / scale);
      let rest = n - integer * scale;
      // n / scale was rounded; the exact remainder sets an off-by-one quotient right.
      if (rest < 0) {
        integer -= 1;
        rest += scale;
      } else if (rest >= scale) {
        integer += 1;
        rest -= scale;
      }
      const digits = '' + rest;
      text = integer + '.' + ZEROS[decimals - digits.length]! + digits;
    }
  } else if (abs < 1e21) {
    text = abs.toFixed(decimals);
    if (/^[0.]*$/.test(text)) return text;
  } else {
    // Doubles this large are integers; BigInt writes all their digits where toFixed would use an exponent.
    text = BigInt(abs).toString() + (decimals === 0 ? '' : '.' + ZEROS[decimals]!);
  }
  return negative ? '-' + text : text;
}

/** `Number(formatFixed(value, decimals))`, mostly without making the text. */
export function fixedValue(value: number, decimals: number): number {
  const negative = value < 0;
  const n = scaledDigits(negative ? -value : value, decimals);
  if (n < 0) return Number(formatFixed(value, decimals));
  // The text is n · 10^-decimals; n and the power are exact doubles, so one division rounds it as
  // Number() does (Clinger's fast path). "0.00" has no sign, so neither has its value.
  const abs = n / POW10[decimals]!;
  return negative && n !== 0 ? -abs : abs;
}

/** Whether `formatFixed(value, decimals)` ends in 0, mostly without making the text. */
export function endsInZero(value: number, decimals: number): boolean {
  const n = scaledDigits(value < 0 ? -value : value, decimals);
  // The text's last digit is n's: n's digits are the text's, with the point and the leading zeros added.
  if (n >= 0) return n % 10 === 0;
  return formatFixed(value, decimals).endsWith('0');
}

/** "0000" to "9999" as character codes: digits are written four at a time, quartering the divisions. */
const DIGIT_QUADS = new Uint8Array(40000);
for (let i = 0; i < 10000; i++) {
  DIGIT_QUADS[4 * i] = 48 + Math.floor(i / 1000);
  DIGIT_QUADS[4 * i + 1] = 48 + (Math.floor(i / 100) % 10);
  DIGIT_QUADS[4 * i + 2] = 48 + (Math.floor(i / 10) % 10);
  DIGIT_QUADS[4 * i + 3] = 48 + (i % 10);
}

/** Decimal digits of a non-negative integer below 2^53. */
function digitCount(v: number): number {
  if (v < 100000) return v < 100 ? (v < 10 ? 1 : 2) : v < 1000 ? 3 : v < 10000 ? 4 : 5;
  if (v < 10000000000) return v < 10000000 ? (v < 1000000 ? 6 : 7) : v < 100000000 ? 8 : v < 1000000000 ? 9 : 10;
  let digits = 11;
  while (digits < 16 && v >= POW10[digits]!) digits++;
  return digits;
}

/**
 * Writes exactly `count` digits of the integer `v` (with leading zeros) so that they end at `end`.
 * Below 2^31 the `| 0` divisions stay in int32 arithmetic, which V8 turns into multiplications.
 */
function writeDigits(out: Uint8Array, end: number, v: number, count: number): void {
  if (v < 2147483648) {
    writeLow(out, end, v, count);
    return;
  }
  let pos = end;
  while (count > 0) {
    const q = Math.floor(v / 10);
    out[--pos] = 48 + (v - q * 10);
    v = q;
    count--;
  }
}

/**
 * Writes the last `count` digits of the int32 `v` (with leading zeros) so that they end at `end`, and
 * returns what is left of v: v / 10^count, rounded down.
 */
function writeLow(out: Uint8Array, end: number, v: number, count: number): number {
  let pos = end;
  while (count >= 4) {
    const q = (v / 10000) | 0;
    const j = (v - q * 10000) << 2;
    out[--pos] = DIGIT_QUADS[j + 3]!;
    out[--pos] = DIGIT_QUADS[j + 2]!;
    out[--pos] = DIGIT_QUADS[j + 1]!;
    out[--pos] = DIGIT_QUADS[j]!;
    v = q;
    count -= 4;
  }
  if (count >= 2) {
    const q = (v / 100) | 0;
    const j = (v - q * 100) << 2;
    out[--pos] = DIGIT_QUADS[j + 3]!;
    out[--pos] = DIGIT_QUADS[j + 2]!;
    v = q;
    count -= 2;
  }
  if (count > 0) {
    const q = (v / 10) | 0;
    out[--pos] = 48 + (v - q * 10);
    v = q;
  }
  return v;
}

const single = new Float64Array(1);

/**
 * Writes `formatFixed(value, decimals)` as ASCII bytes into `out` at `at` and returns the offset past
 * it. `out` must have room for 40 bytes; `value` must be finite.
 */
export function writeFixed(out: Uint8Array, at: number, value: number, decimals: number): number {
  single[0] = value;
  return writeFixedAt(out, at, single, 0, decimals);
}

/**
 * writeFixed for `values[index]`. The writer's loop passes the array, not the number: a double passed
 * to a call that V8 does not inline is boxed, which was 3 MB of garbage for 100 000 pairs.
 */
export function writeFixedAt(out: Uint8Array, at: number, values: Float64Array, index: number, decimals: number): number {
  const value = values[index]!;
  const negative = value < 0;
  const abs = negative ? -value : value;
  const n = scaledDigits(abs, decimals);
  if (n < 0) {
    const text = formatFixed(value, decimals);
    for (let k = 0; k < text.length; k++) out[at++] = text.charCodeAt(k);
    return at;
  }
  if (negative && n !== 0) out[at++] = 45; // -
  if (n < 2147483648) {
    // n's digits right to left, the point `decimals` from the right: the fraction's digits leave the
    // integer part behind, so there is no division by 10^decimals, and in int32 the divisions by
    // constants are multiplications.
    const digits = digitCount(n);
    const whole = digits > decimals ? digits - decimals : 1;
    const end = at + whole + (decimals > 0 ? decimals + 1 : 0);
    let v = n | 0;
    if (decimals > 0) {
      v = writeLow(out, end, v, decimals);
      out[end - decimals - 1] = 46; // .
    }
    writeLow(out, at + whole, v, whole);
    return end;
  }
  if (decimals === 0) {
    const length = digitCount(n);
    writeDigits(out, at + length, n, length);
    return at + length;
  }
  const scale = POW10[decimals]!;
  let integer = Math.floor(n / scale);
  let fraction = n - integer * scale;
  // n / scale was rounded; the exact remainder sets an off-by-one quotient right.
  if (fraction < 0) {
    integer -= 1;
    fraction += scale;
  } else if (fraction >= scale) {
    integer += 1;
    fraction -= scale;
  }
  const point = at + digitCount(integer);
  writeDigits(out, point, integer, point - at);
  out[point] = 46; // .
  const end = point + 1 + decimals;
  writeDigits(out, end, fraction, decimals);
  return end;
}
