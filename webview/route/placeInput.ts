// A typed place: "lat, lon" in either order, SVY21 "X, Y" metres, or Web Mercator metres, recognised by the
// coordinate engine from the values (each system has its own box around Singapore), then turned into WGS84.
// The engine's own files, not its index: the index also brings the text renderer, which the page never uses.
import { planConversion } from '../../src/shared/coords/plan';
import { transformPoint } from '../../src/shared/coords/transform';
import type { CrsId } from '../../src/shared/coords/types';
import type { LatLon } from '../../src/shared/onemap/types';

export type PlaceResult = { ok: true; point: LatLon; from: CrsId } | { ok: false; message: string };

const HOW = 'Type "lat, lon" (1.3039, 103.8408) or SVY21 "X, Y" (28833.06, 31810.32).';

export function parsePlace(text: string): PlaceResult {
  const typed = text.trim();
  if (typed === '') return { ok: false, message: HOW };
  let plan;
  try {
    plan = planConversion([typed], { svy21Order: 'xy' });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'outside-extent') return { ok: false, message: `That is not a place in Singapore. ${HOW}` };
    if (code === 'mixed-systems') return { ok: false, message: `Type one coordinate pair. ${HOW}` };
    return { ok: false, message: HOW };
  }
  if (plan.pairs.length !== 1) return { ok: false, message: `Type one coordinate pair. ${HOW}` };
  const pair = plan.pairs[0]!;
  // Nothing but the pair and the separator between its numbers: "1.3, 103.8 km" is not a coordinate.
  const rest = typed.slice(0, pair.first.start) + typed.slice(pair.first.end, pair.second.start) + typed.slice(pair.second.end);
  if (!/^[\s,;/]*$/.test(rest)) return { ok: false, message: HOW };
  const [lon, lat] = transformPoint(plan.from, 'EPSG:4326', pair.x, pair.y);
  return { ok: true, point: { lat, lon }, from: plan.from };
}
