// One SVY21 point with its easting and northing swapped. Both axes share SVY21's box, so the box cannot
// tell; the rest of the column can: Singapore is wider than it is tall, and a swapped point lands outside
// the range the column's other points keep on at least one axis, and inside it once swapped back.
import { SVY21 } from '../shared/coords/systems';
import type { Coordinate } from './collect';

interface Range {
  min: number;
  max: number;
}

/**
 * The range of most values (2nd to 98th percentile, and never the extremes themselves, so that in a short
 * column the swapped value is not what sets it), widened by a quarter of its width each way.
 */
function typicalRange(values: number[]): Range {
  values.sort((a, b) => a - b);
  const n = values.length;
  const low = values[Math.max(1, Math.floor(n * 0.02))]!;
  const high = values[Math.min(n - 2, Math.ceil(n * 0.98) - 1)]!;
  const margin = (high - low) / 4;
  return { min: low - margin, max: high + margin };
}

const within = (v: number, r: Range) => v >= r.min && v <= r.max;

export function swappedInColumn(list: readonly Coordinate[]): Coordinate[] {
  const svy21 = list.filter((c) => c.reading === SVY21);
  const xs = typicalRange(svy21.map((c) => c.x.value));
  const ys = typicalRange(svy21.map((c) => c.y.value));
  return svy21.filter((c) => {
    const asWritten = within(c.x.value, xs) && within(c.y.value, ys);
    const swapped = within(c.y.value, xs) && within(c.x.value, ys);
    return !asWritten && swapped;
  });
}
