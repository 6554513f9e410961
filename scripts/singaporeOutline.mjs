// Singapore's outline for the map page when the basemap cannot load: the coast and islands of Singapore, with
// the nearby Johor and Riau coasts, derived at build time from the OpenStreetMap coastline polygons of
// @geo-maps/countries-coastline-10m (ODbL), clipped to a box around Singapore and simplified. esbuild.mjs
// serves the result to the page as the module `virtual:singapore-outline`; nothing derived is committed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { bboxClip } from '@turf/bbox-clip';
import { simplify } from '@turf/simplify';

export const OUTLINE_MODULE = 'virtual:singapore-outline';
/** Singapore, Malaysia (Johor) and Indonesia (the Riau islands), by the dataset's A3 property. */
export const COUNTRIES = ['SGP', 'MYS', 'IDN'];
/**
 * [west, south, east, north]: the basemap's bounds (1.144–1.494 N, 103.535–104.502 E) with room around them,
 * so that a tall panel at the lowest zoom, which shows more than the bounds, still ends in coast, not a cut.
 */
export const OUTLINE_BOX = [103.3, 0.95, 104.75, 1.7];
/** Degrees (about 22 m). The dataset is already coarse here (a point every few hundred metres), so this only drops points on straight runs. */
export const TOLERANCE = 0.0002;
/** 5 decimals of a degree are 1.1 m, finer than the tolerance: more would be bytes of noise. */
const DECIMALS = 5;

export const SOURCE = {
  package: '@geo-maps/countries-coastline-10m',
  data: '© OpenStreetMap contributors, ODbL 1.0 (https://opendatacommons.org/licenses/odbl/1.0/)',
};

/**
 * The wanted countries' features from the dataset's text. The file holds one feature a line, so only those
 * lines are parsed (a second, not the six a full parse takes); a file laid out otherwise is parsed whole.
 */
export function readCountries(text, countries = COUNTRIES) {
  const found = [];
  for (const line of text.split('\n')) {
    if (!countries.some((a3) => line.includes(`"A3":"${a3}"`))) continue;
    try {
      found.push(JSON.parse(line.trim().replace(/,$/, '')));
    } catch {
      break;
    }
  }
  const ok = countries.every((a3) => found.filter((f) => f?.properties?.A3 === a3).length === 1);
  const features = ok ? found : JSON.parse(text).features.filter((f) => countries.includes(f.properties?.A3));
  return features;
}

/**
 * The outline: each country clipped to `box`, simplified, its coordinates rounded, and every polygon that
 * the box leaves empty, or that simplification collapses, dropped. Land polygons only: water is the ground.
 */
export function deriveOutline(features, box = OUTLINE_BOX, tolerance = TOLERANCE) {
  const out = [];
  for (const feature of features) {
    const clipped = bboxClip(feature, box);
    const polygons = clipped.geometry.type === 'Polygon' ? [clipped.geometry.coordinates] : clipped.geometry.coordinates;
    const kept = polygons.filter((rings) => rings.length > 0 && rings[0].length >= 4);
    if (kept.length === 0) continue;
    const simple = simplify({ type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: kept } }, { tolerance, highQuality: true });
    const polys = simple.geometry.coordinates
      .map((rings) => rings.map(roundRing).filter((ring) => ring.length >= 4))
      .filter((rings) => rings.length > 0);
    if (polys.length > 0) out.push({ type: 'Feature', properties: { A3: feature.properties.A3 }, geometry: { type: 'MultiPolygon', coordinates: polys } });
  }
  return { type: 'FeatureCollection', features: out };
}

/** A ring with rounded coordinates, without the repeated points rounding makes, still closed. */
function roundRing(ring) {
  const scale = 10 ** DECIMALS;
  const out = [];
  for (const [lon, lat] of ring) {
    const point = [Math.round(lon * scale) / scale, Math.round(lat * scale) / scale];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  const [first, last] = [out[0], out[out.length - 1]];
  if (first && (first[0] !== last[0] || first[1] !== last[1])) out.push(first);
  return out;
}

/** The dataset as installed for the project at `root` (esbuild.mjs runs there), read and derived. */
export function buildOutline(root = process.cwd()) {
  const file = createRequire(join(root, 'package.json')).resolve(`${SOURCE.package}/map.geo.json`);
  return deriveOutline(readCountries(readFileSync(file, 'utf8')));
}

/**
 * The module the page imports: the outline as JSON, with the data's licence as a legal comment, which
 * esbuild keeps in the bundle's licence notices (main.js.LEGAL.txt).
 */
export function outlineModule(outline) {
  return `/*! Singapore outline: derived from ${SOURCE.package}, ${SOURCE.data} */\nexport default ${JSON.stringify(outline)};\n`;
}

/** The esbuild plugin serving `virtual:singapore-outline`, derived once per build process. */
export function singaporeOutlinePlugin() {
  let contents;
  return {
    name: 'singapore-outline',
    setup(build) {
      build.onResolve({ filter: /^virtual:singapore-outline$/ }, (args) => ({ path: args.path, namespace: 'singapore-outline' }));
      build.onLoad({ filter: /.*/, namespace: 'singapore-outline' }, () => {
        contents ??= outlineModule(buildOutline());
        return { contents, loader: 'js', resolveDir: process.cwd() };
      });
    },
  };
}
