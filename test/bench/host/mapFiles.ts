// The files the Show on Map benchmarks open, written into a folder of the run's: LTA DataMall's bus stops (the
// real 300, and 5 195 made from them as the full set is), and URA's planning areas with shifted copies of the
// largest to reach the ~56 000 vertices of URA's 311 subzones, written as the original is.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MapFile {
  name: string;
  path: string;
}

/** 5 195 stops: the 300 published ones, repeated with their positions moved a little, in LTA's layout. */
export function busStops(fixtures: string, folder: string): MapFile {
  const stops = JSON.parse(readFileSync(join(fixtures, 'lta-datamall-bus-stops.json'), 'utf8')) as Array<Record<string, unknown>>;
  const all: Array<Record<string, unknown>> = [];
  for (let k = 0; all.length < 5195; k++) {
    for (const stop of stops) {
      if (all.length === 5195) break;
      all.push({ ...stop, BusStopCode: `${k}${String(stop['BusStopCode'])}`, Latitude: Number(stop['Latitude']) + (k % 6) * 0.004, Longitude: Number(stop['Longitude']) + Math.floor(k / 6) * 0.004 });
    }
  }
  const path = join(folder, 'bus-stops-5195.json');
  writeFileSync(path, JSON.stringify(all, null, '\t'));
  return { name: 'LTA bus stops, 5 195 points', path };
}

/** URA's planning areas and shifted copies of the largest, to ~56 000 vertices. */
export function subzones(fixtures: string, folder: string): MapFile & { vertices: number } {
  const ura = JSON.parse(readFileSync(join(fixtures, 'large', 'ura-mp2019-planning-area-no-sea.geojson'), 'utf8')) as { features: Array<{ geometry: { coordinates: unknown } }> };
  const count = (value: unknown): number => (Array.isArray(value) ? (typeof value[0] === 'number' ? 1 : value.reduce((n: number, v) => n + count(v), 0)) : 0);
  const shift = (value: unknown): unknown => (Array.isArray(value) ? (typeof value[0] === 'number' ? [value[0] + 0.002, value[1]] : value.map(shift)) : value);
  let vertices = ura.features.reduce((n, f) => n + count(f.geometry.coordinates), 0);
  const bySize = [...ura.features].sort((a, b) => count(b.geometry.coordinates) - count(a.geometry.coordinates));
  for (const feature of bySize) {
    if (vertices >= 56_000) break;
    ura.features.push({ ...feature, geometry: { ...feature.geometry, coordinates: shift(feature.geometry.coordinates) } });
    vertices += count(feature.geometry.coordinates);
  }
  const path = join(folder, 'ura-areas-56k.geojson');
  writeFileSync(path, `{\n"type": "FeatureCollection",\n"features": [\n${ura.features.map((f) => JSON.stringify(f)).join(',\n')}\n]\n}\n`);
  return { name: `URA planning areas and copies, ${ura.features.length} areas`, path, vertices };
}
