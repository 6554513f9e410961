// The coordinate engine: finds coordinate pairs in text and rewrites them in another system.
// Nothing here imports `vscode`; the extension, the tests and the benchmark all use this module as is.
import { checkCrs, checkInput } from './options';
import { planConversion, planPairs } from './plan';
import { renderConversion, renderPairs, renderSettings } from './render';
import { transformPoint } from './transform';
import type { PairList } from './pairList';
import type { ConvertOptions, ConvertResult, ConvertTextsResult, CrsId } from './types';

export * from './types';
export { CoordinateError } from './errors';
export { CRS, describeCrs } from './systems';
export { planConversion, renderConversion, transformPoint };
export { columnCut, onlyColumns, tableHeader, type ColumnCut } from './named';
export { renamedHeader } from './headerNames';
export { pixelMetresAtZoom, writePoint, type PointTextOptions } from './pointText';

/** The converted pairs' x values in the first half, y in the second; reused by every call. */
let converted = new Float64Array(2048);

/**
 * Converts several texts (the selections of one editor) with one decision about the source system.
 * This is planConversion, transformPoint for each pair, then renderConversion, with the pairs kept in
 * typed arrays between the steps instead of an object each; a remote engine calls the same three
 * steps with its own middle one and gets the same texts.
 */
export function convertTexts(texts: readonly string[], options: ConvertOptions): ConvertTextsResult {
  checkInput(texts, options);
  const to = checkCrs(options.to, 'target');
  const settings = renderSettings(options); // checked before the work, not after it
  const { from, pairs } = planPairs(texts, options);
  const count = pairs.count;
  if (converted.length < 2 * count) converted = new Float64Array(Math.max(2 * count, 2 * converted.length));
  const half = converted.length >> 1;
  const x = converted.subarray(0, count);
  const y = converted.subarray(half, half + count);
  transformAll(from, to, pairs, x, y);
  return { texts: renderPairs(texts, pairs, x, y, from, to, settings), converted: count, from, to };
}

/**
 * transformPoint for every pair. A function of its own because V8 compiles a long loop while it runs,
 * and code after the loop, not yet run then, made the compiled code bail out on every call.
 */
function transformAll(from: CrsId, to: CrsId, pairs: PairList, x: Float64Array, y: Float64Array): void {
  const { firstValue, secondValue, xFirst } = pairs;
  for (let i = 0; i < pairs.count; i++) {
    const a = firstValue[i]!;
    const b = secondValue[i]!;
    const swap = xFirst[i] === 0;
    const c = transformPoint(from, to, swap ? b : a, swap ? a : b);
    x[i] = c[0];
    y[i] = c[1];
  }
}

export function convertText(text: string, options: ConvertOptions): ConvertResult {
  const result = convertTexts([text], options);
  return { text: result.texts[0]!, converted: result.converted, from: result.from, to: result.to };
}
