// The MRT and LRT stations for "OneMap: Add Nearest Places…", derived at build time from LTA's station exits
// committed in data/ (source and licence in data/SOURCES.md; a clone alone builds).
// esbuild.mjs serves the result as the module `virtual:stations`; nothing derived is committed. The bundle
// keeps every exit, grouped by station; the engine puts each station at the mean of its exits in SVY21.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const STATIONS_MODULE = 'virtual:stations';
export const SOURCE_FILE = 'data/lta-mrt-station-exits.geojson';
/** 8 decimals of a degree are 1.1 mm: exits keep their position to the millimetre. */
export const DECIMALS = 8;
export const ATTRIBUTION =
  'Contains information from LTA MRT Station Exit (GEOJSON) accessed from data.gov.sg, made available under the terms of the Singapore Open Data Licence version 1.0';

/**
 * A few exits of stations opened or extended after the rest were published name their station by its code
 * alone; LTA's station codes say which station each is.
 */
export const CODE_NAMES = {
  CC9: 'PAYA LEBAR MRT STATION',
  CC30: 'KEPPEL MRT STATION',
  CC31: 'CANTONMENT MRT STATION',
  CC32: 'PRINCE EDWARD ROAD MRT STATION',
  DT4: 'HUME MRT STATION',
  DT18: 'TELOK AYER MRT STATION',
  NE18: 'PUNGGOL COAST MRT STATION',
};

// The build and the tests run from the repository's root, as planningAreas.mjs assumes too.
const repoRoot = () => process.cwd();

/** The exits of the GeoJSON text: station name (codes named), exit, WGS84 position. */
export function readExits(text) {
  const collection = JSON.parse(text);
  return collection.features.map((feature) => {
    const { STATION_NA: raw, EXIT_CODE: exit } = feature.properties ?? {};
    const [lon, lat] = feature.geometry?.type === 'Point' ? feature.geometry.coordinates : [];
    if (typeof raw !== 'string' || typeof exit !== 'string' || typeof lon !== 'number' || typeof lat !== 'number') {
      throw new Error(`stations: a feature without STATION_NA, EXIT_CODE or a Point (${JSON.stringify(feature.properties)})`);
    }
    const station = CODE_NAMES[raw.trim()] ?? raw.trim();
    if (!/ (MRT|LRT) STATION$/.test(station)) throw new Error(`stations: ${raw} names no station and is not a known station code`);
    return { station, exit: exit.trim(), lon, lat };
  });
}

/** The bundle: station names in alphabetical order, and each exit as [station index, exit, lon, lat]. */
export function deriveBundle(exits, decimals = DECIMALS) {
  const stations = [...new Set(exits.map((e) => e.station))].sort();
  const at = new Map(stations.map((s, i) => [s, i]));
  const round = (v) => Number(v.toFixed(decimals));
  const seen = new Set();
  const rows = [];
  for (const e of exits) {
    const row = [at.get(e.station), e.exit, round(e.lon), round(e.lat)];
    // The published file lists a few exits twice at the same place: one row each is enough.
    const key = JSON.stringify(row);
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  rows.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1], 'en', { numeric: true }) || a[2] - b[2] || a[3] - b[3]);
  return { stations, exits: rows };
}

export function buildBundle(root = repoRoot()) {
  return deriveBundle(readExits(readFileSync(join(root, SOURCE_FILE), 'utf8')));
}

/** The module: the bundle as JSON, with the licence's attribution as a legal comment (kept in *.LEGAL.txt). */
export function bundleModule(bundle) {
  return `/*! MRT and LRT stations: ${ATTRIBUTION} */\nexport default ${JSON.stringify(bundle)};\n`;
}

/** The esbuild plugin serving `virtual:stations`, derived once per build process. */
export function stationsPlugin() {
  let contents;
  return {
    name: 'stations',
    setup(build) {
      build.onResolve({ filter: /^virtual:stations$/ }, (args) => ({ path: args.path, namespace: 'stations' }));
      build.onLoad({ filter: /.*/, namespace: 'stations' }, () => {
        contents ??= bundleModule(buildBundle());
        return { contents, loader: 'js', resolveDir: process.cwd(), watchFiles: [join(repoRoot(), SOURCE_FILE)] };
      });
    },
  };
}
