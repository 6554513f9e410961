// Where each feature of a GeoJSON FeatureCollection starts and ends, so that a file can be checked feature by
// feature and an edit re-checks only the feature it touched. One pass over the characters, strings skipped.

export interface FeatureSpans {
  /** [start, end) of each element of the top-level `features` array, flattened. */
  spans: number[];
  /** The array's `[` and the offset just past its `]`. */
  open: number;
  close: number;
}

/** The features of a top-level FeatureCollection, or undefined when the text is not one (or does not balance). */
export function featureSpans(text: string): FeatureSpans | undefined {
  const n = text.length;
  let depth = 0;
  let lastKey = '';
  let open = -1;
  let elementStart = -1;
  const spans: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      const end = stringEnd(text, i);
      if (end < 0) return undefined;
      if (depth === 1) lastKey = text.slice(i + 1, end);
      if (depth === 2 && open >= 0 && elementStart < 0) elementStart = i;
      i = end;
      continue;
    }
    if (c === 123 || c === 91) {
      if (depth === 1 && c === 91 && lastKey === 'features' && open < 0) open = i;
      else if (depth === 2 && open >= 0 && elementStart < 0) elementStart = i;
      depth++;
      continue;
    }
    if (c === 125 || c === 93) {
      depth--;
      if (depth === 2 && open >= 0 && elementStart >= 0) {
        spans.push(elementStart, i + 1);
        elementStart = -1;
      }
      if (depth === 1 && open >= 0 && c === 93) return { spans, open, close: i + 1 };
      if (depth < 0) return undefined;
      continue;
    }
    if (depth === 2 && open >= 0 && c === 44) elementStart = -1; // a comma between features
  }
  return undefined;
}

function stringEnd(text: string, quote: number): number {
  for (let k = quote + 1; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 92) k++;
    else if (c === 34) return k;
  }
  return -1;
}
