// What a round trip does to the real files (test/fixtures/real, sources in SOURCES.md), counted per kind of
// value for the README's table: each file converted with default settings to each other system and back, and
// every coordinate value compared with what the file said. The kinds are those of the pair a value is in:
//   same   both values with the same decimals, at most 9 in degrees or 4 in metres (what exports write)
//   mixed  the two values with different decimals, each within those bounds (JSON writing floats short)
//   full   a value with more decimals than that: a double written in full (JSON feeds such as LTA DataMall's)
import { planConversion, convertText, type CrsId } from '../../../src/shared/coords';
import { readReal } from './realFixtures';

export type ValueKind = 'same' | 'mixed' | 'full';

export interface KindShare {
  /** Coordinate values of this kind, over every file and both targets. */
  values: number;
  /** Of those, the values that came back byte for byte. */
  same: number;
  /** The farthest a value that changed moved, in metres (degrees at 111 320 m a degree). */
  maxMovedMetres: number;
  /** The most units of its own last digit a value that changed moved. */
  maxLastDigits: number;
  /** Values that came back with more decimals than they had. */
  longer: number;
}

export interface FileShare {
  name: string;
  from: CrsId;
  kinds: Record<ValueKind, KindShare>;
}

/** The files that make the round trip, each with the system its coordinates are in (realRoundTrip.test.ts). */
export const ROUND_TRIP_FILES: Record<string, CrsId> = {
  'hdb-carpark-information.csv': 'EPSG:3414',
  'hdb-carpark-information-2025.csv': 'EPSG:3414',
  'kml-parks-bukit-batok.js': 'EPSG:4326',
  'kml-water-level-stations.js': 'EPSG:4326',
  'lta-carpark-locations.csv': 'EPSG:4326',
  'lta-datamall-bus-stops.json': 'EPSG:4326',
  'onemap-lrt-stations.json': 'EPSG:4326',
  'onemap-mrt-stations.json': 'EPSG:4326',
  'onemap-planning-areas.json': 'EPSG:4326',
  'large/ura-mp2019-planning-area-no-sea.geojson': 'EPSG:4326',
};

const SYSTEMS: CrsId[] = ['EPSG:4326', 'EPSG:3414', 'EPSG:3857'];
const NUMBER = /[-+]?\d+(?:\.\d+)?(?:e[+-]?\d+)?/gi;
const METRES_PER_DEGREE = 111_320;

const decimalsOf = (n: string) => (n.includes('.') ? n.length - n.indexOf('.') - 1 : 0);
const emptyShare = (): KindShare => ({ values: 0, same: 0, maxMovedMetres: 0, maxLastDigits: 0, longer: 0 });

function kindOf(a: string, b: string, degrees: boolean): ValueKind {
  const limit = degrees ? 9 : 4;
  const [da, db] = [decimalsOf(a), decimalsOf(b)];
  if (da > limit || db > limit) return 'full';
  return da === db ? 'same' : 'mixed';
}

/** One file there and back through each other system, its values counted by kind. */
export function measureFile(name: string, from: CrsId): FileShare {
  const original = readReal(name);
  const degrees = from === 'EPSG:4326';
  const kinds: Record<ValueKind, KindShare> = { same: emptyShare(), mixed: emptyShare(), full: emptyShare() };
  const numbers = [...original.matchAll(NUMBER)];
  const indexAt = new Map(numbers.map((match, index) => [match.index, index]));
  const plan = planConversion([original], { from, scope: 'file' });
  for (const to of SYSTEMS.filter((system) => system !== from)) {
    const there = convertText(original, { from, to });
    const back = convertText(there.text, { from: to, to: from });
    if (back.text.split(NUMBER).join('|') !== original.split(NUMBER).join('|')) throw new Error(`${name} via ${to}: the text around the numbers changed`);
    const returned = back.text.match(NUMBER)!;
    for (const pair of plan.pairs) {
      const a = original.slice(pair.first.start, pair.first.end);
      const b = original.slice(pair.second.start, pair.second.end);
      const share = kinds[kindOf(a, b, degrees)];
      for (const token of [pair.first, pair.second]) {
        const index = indexAt.get(token.start);
        if (index === undefined) throw new Error(`${name}: no number starts at ${token.start}`);
        const before = numbers[index]![0];
        const after = returned[index]!;
        share.values++;
        if (after === before) {
          share.same++;
          continue;
        }
        const moved = Math.abs(Number(after) - Number(before));
        share.maxMovedMetres = Math.max(share.maxMovedMetres, moved * (degrees ? METRES_PER_DEGREE : 1));
        share.maxLastDigits = Math.max(share.maxLastDigits, moved * 10 ** decimalsOf(before));
        if (decimalsOf(after) > decimalsOf(before)) share.longer++;
      }
    }
  }
  return { name, from, kinds };
}

/** Every round-trip file, and the kinds summed over them. */
export function measureAll(): { files: FileShare[]; total: Record<ValueKind, KindShare> } {
  const files = Object.entries(ROUND_TRIP_FILES).map(([name, from]) => measureFile(name, from));
  const total: Record<ValueKind, KindShare> = { same: emptyShare(), mixed: emptyShare(), full: emptyShare() };
  for (const file of files) {
    for (const kind of ['same', 'mixed', 'full'] as const) {
      const sum = total[kind];
      const part = file.kinds[kind];
      sum.values += part.values;
      sum.same += part.same;
      sum.longer += part.longer;
      sum.maxMovedMetres = Math.max(sum.maxMovedMetres, part.maxMovedMetres);
      sum.maxLastDigits = Math.max(sum.maxLastDigits, part.maxLastDigits);
    }
  }
  return { files, total };
}
