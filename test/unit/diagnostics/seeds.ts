// Mistakes seeded into copies of the real files (test/fixtures/real): each seed returns the changed text and
// where each mistake is, so a test can count what the checks find and what else they report.
import { readReal } from '../coords/realFixtures';
import type { ProblemCode } from '../../../src/diagnostics';

export interface Seeded {
  name: string;
  languageId: string;
  original: string;
  text: string;
  /** Each mistake: its code and an offset inside it. */
  mistakes: Array<{ code: ProblemCode; at: number }>;
}

/** `text` with the n-th match of `pattern` replaced by `replace(match)`; `at` is where the replacement starts. */
function replaceNth(text: string, pattern: RegExp, n: number, replace: (m: RegExpExecArray) => string): { text: string; at: number; match: RegExpExecArray } {
  const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g');
  let m: RegExpExecArray | null = null;
  for (let k = 0; k <= n; k++) {
    m = re.exec(text);
    if (!m) throw new Error(`seed: match ${n} of ${pattern} not found`);
  }
  return { text: text.slice(0, m!.index) + replace(m!) + text.slice(m!.index + m![0].length), at: m!.index, match: m! };
}

function seed(name: string, file: string, languageId: string, steps: Array<{ code: ProblemCode; pattern: RegExp; n: number; replace: (m: RegExpExecArray) => string; offset?: number }>): Seeded {
  const original = readReal(file);
  let text = original;
  const mistakes: Seeded['mistakes'] = [];
  for (const step of steps) {
    const out = replaceNth(text, step.pattern, step.n, step.replace);
    const delta = out.text.length - text.length;
    for (const m of mistakes) if (m.at > out.at) m.at += delta;
    text = out.text;
    // Inside the mistake: past a position's bracket, or at the given offset.
    mistakes.push({ code: step.code, at: out.at + (step.offset ?? (out.match[1]?.length ?? 0) + 1) });
  }
  return { name, languageId, original, text, mistakes };
}

export function seededFiles(): Seeded[] {
  const ura = 'large/ura-mp2019-planning-area-no-sea.geojson';
  // A GeoJSON position "[103.x, 1.y" with its two numbers swapped.
  const position = /(\[\s*)(10[34]\.\d+)(,\s*)(1\.\d+)/;
  return [
    seed('URA planning areas: two positions latitude first', ura, 'geojson', [
      { code: 'latitude-first', pattern: position, n: 1000, replace: (m) => `${m[1]}${m[4]}${m[3]}${m[2]}` },
      { code: 'latitude-first', pattern: position, n: 30000, replace: (m) => `${m[1]}${m[4]}${m[3]}${m[2]}` },
    ]),
    seed('KML parks: one position latitude first', 'kml-parks-bukit-batok.js', 'javascript', [
      { code: 'latitude-first', pattern: position, n: 7, replace: (m) => `${m[1]}${m[4]}${m[3]}${m[2]}` },
    ]),
    seed('URA planning areas: one position in SVY21', ura, 'geojson', [
      { code: 'mixed-systems', pattern: position, n: 2000, replace: (m) => `${m[1]}28983.75${m[3]}33554.43` },
    ]),
    seed('HDB carparks 2025: one row with x and y swapped', 'hdb-carpark-information-2025.csv', 'csv', [
      { code: 'swapped-values', pattern: /,(\d{5}\.\d+),(\d{5}\.\d+),/, n: 40, replace: (m) => `,${m[2]},${m[1]},` },
    ]),
    seed('LTA carparks: one row with lat and lng swapped', 'lta-carpark-locations.csv', 'csv', [
      { code: 'swapped-values', pattern: /,(1\.\d+),(103\.\d+)$/m, n: 100, replace: (m) => `,${m[2]},${m[1]}` },
    ]),
    seed('LTA bus stops: a stray minus and a moved decimal point', 'lta-datamall-bus-stops.json', 'json', [
      { code: 'outside-singapore', pattern: /"Longitude": (103\.\d+)/, n: 20, replace: (m) => `"Longitude": -${m[1]}`, offset: 14 },
      { code: 'outside-singapore', pattern: /"Latitude": 1\.(\d)(\d+)/, n: 200, replace: (m) => `"Latitude": 1${m[1]}.${m[2]}`, offset: 13 },
    ]),
    seed('HDB carparks with WGS84: one row\'s x/y written in degrees', 'hdb-carpark-information-with-wgs84.csv', 'csv', [
      { code: 'mixed-systems', pattern: /,(\d{5}\.\d+),(\d{5}\.\d+),/, n: 120, replace: () => ',103.8198,1.3521,' },
    ]),
    seed('HDB carparks: x_coord/y_coord renamed longitude/latitude', 'hdb-carpark-information.csv', 'csv', [
      { code: 'name-contradicts-value', pattern: /"x_coord","y_coord"/, n: 0, replace: () => '"longitude","latitude"' },
    ]),
    seed('OneMap MRT: LATITUDE and LONGITUDE swapped in one result', 'onemap-mrt-stations.json', 'json', [
      { code: 'swapped-values', pattern: /("LATITUDE": ")(1\.\d+)(",\s+"LONGITUDE": ")(103\.\d+)/, n: 60, replace: (m) => `${m[1]}${m[4]}${m[3]}${m[2]}`, offset: 13 },
    ]),
    seed('URA planning areas: a ring cut short', ura, 'geojson', [
      // The first Polygon's ring cut to two positions: a ring needs four.
      { code: 'geojson-structure', pattern: /"type": "Polygon", "coordinates": \[ \[ (\[ [^\]]+ \]), (\[ [^\]]+ \])(?:, \[ [^\]]+ \])+ \] \]/, n: 0, replace: (m) => `"type": "Polygon", "coordinates": [ [ ${m[1]}, ${m[2]} ] ]`, offset: 40 },
    ]),
  ];
}

