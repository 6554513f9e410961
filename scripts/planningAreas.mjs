// URA's Master Plan 2019 planning areas for "OneMap: Add Planning Area…", derived at build time from
// data/ura-mp2019-planning-area-no-sea.geojson in the repository (its source and licence in data/SOURCES.md),
// so that a clone alone builds. esbuild.mjs serves the result as the module `virtual:planning-areas`; nothing derived is
// committed. The bundle keeps every vertex (simplifying would move boundaries) with its coordinates rounded
// to DECIMALS and written as integer steps from the ring's previous vertex, which are short.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const PLANNING_AREAS_MODULE = 'virtual:planning-areas';
export const SOURCE_FILE = 'ura-mp2019-planning-area-no-sea.geojson';
/**
 * 6 decimals of a degree are 0.11 m: a rounded vertex is at most 0.08 m from the original, well inside the
 * engine's 0.5 m boundary tolerance, so no point farther than that from a boundary changes area (measured in
 * test/unit/planningArea/bundle.test.ts: 5 decimals, 1.1 m, already gives wrong answers near boundaries).
 */
export const DECIMALS = 6;
export const ATTRIBUTION =
  'Contains information from Master Plan 2019 Planning Area Boundary (No Sea) accessed from data.gov.sg, made available under the terms of the Singapore Open Data Licence version 1.0';

/** The folder holding the source file: data/ in the repository. */
export function dataDir(root = process.cwd()) {
  const dir = resolve(root, 'data');
  if (!existsSync(join(dir, SOURCE_FILE))) {
    throw new Error(`planning areas: ${join(dir, SOURCE_FILE)} is missing: it is part of the repository (data/SOURCES.md); restore it with git.`);
  }
  return dir;
}

/** The areas of the GeoJSON text, each with its rings (outer rings and holes alike) at full precision. */
export function readAreas(text) {
  const collection = JSON.parse(text);
  return collection.features.map((feature) => {
    const { PLN_AREA_N: name, REGION_N: region } = feature.properties ?? {};
    if (typeof name !== 'string' || typeof region !== 'string') throw new Error('planning areas: a feature without PLN_AREA_N or REGION_N');
    const { type, coordinates } = feature.geometry;
    const polygons = type === 'Polygon' ? [coordinates] : type === 'MultiPolygon' ? coordinates : [];
    if (polygons.length === 0) throw new Error(`planning areas: ${name} is a ${type}, not a polygon`);
    return { name, region, rings: polygons.flat() };
  });
}

/** A ring as integer steps at `decimals`, its repeated points (rounding makes some) dropped, still closed. */
export function encodeRing(ring, decimals = DECIMALS) {
  const scale = 10 ** decimals;
  const steps = [];
  let [px, py] = [0, 0];
  let first;
  for (const [lon, lat] of ring) {
    const [x, y] = [Math.round(lon * scale), Math.round(lat * scale)];
    first ??= [x, y];
    if (steps.length > 0 && x === px && y === py) continue;
    steps.push(x - px, y - py);
    [px, py] = [x, y];
  }
  if (first && (px !== first[0] || py !== first[1])) steps.push(first[0] - px, first[1] - py);
  return steps;
}

/** The bundle: region names once, each area's name, region (an index) and encoded rings. */
export function deriveBundle(areas, decimals = DECIMALS) {
  const regions = [...new Set(areas.map((a) => a.region))].sort();
  return {
    decimals,
    regions,
    areas: areas.map((a) => ({ name: a.name, region: regions.indexOf(a.region), rings: a.rings.map((r) => encodeRing(r, decimals)) })),
  };
}

export function buildBundle(root = process.cwd()) {
  return deriveBundle(readAreas(readFileSync(join(dataDir(root), SOURCE_FILE), 'utf8')));
}

/** The module: the bundle as JSON, with the licence's attribution as a legal comment (kept in *.LEGAL.txt). */
export function bundleModule(bundle) {
  return `/*! Planning areas: ${ATTRIBUTION} */\nexport default ${JSON.stringify(bundle)};\n`;
}

/** The esbuild plugin serving `virtual:planning-areas`, derived once per build process. */
export function planningAreasPlugin() {
  let contents;
  return {
    name: 'planning-areas',
    setup(build) {
      build.onResolve({ filter: /^virtual:planning-areas$/ }, (args) => ({ path: args.path, namespace: 'planning-areas' }));
      build.onLoad({ filter: /.*/, namespace: 'planning-areas' }, () => {
        contents ??= bundleModule(buildBundle());
        return { contents, loader: 'js', resolveDir: process.cwd() };
      });
    },
  };
}
