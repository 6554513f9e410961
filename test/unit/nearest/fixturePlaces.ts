// Real places for the nearest-place tests: OneMap's MRT and LRT search answers (test/fixtures/real), two
// recorded OneMap themes read as the extension reads them, and LTA DataMall's 5 200 bus stops.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { placesFromSvy21, placesFromWgs84, type Places } from '../../../src/nearest';
import { readTheme } from '../../../src/onemap/themeResponses';
import { oneMapResults, readReal, REAL_DIR } from '../coords/realFixtures';
import { sample } from '../samples';

/** Every OneMap search result of the MRT and LRT files, named by its SEARCHVAL, at its own X/Y. */
export function stationPlaces(): Places {
  const results = [...oneMapResults('onemap-mrt-stations.json'), ...oneMapResults('onemap-lrt-stations.json')];
  return placesFromSvy21(results.map((r) => ({ name: r.SEARCHVAL, x: Number(r.X), y: Number(r.Y) })));
}

/** The point records of OneMap themes recorded in test/fixtures/onemap-samples (kindergartens 2020, liquor control zones 2025). */
export function recordedThemePlaces(): Places {
  const themes = [
    readTheme(sample('theme_Alias3e-onemap-dart_retrieveTheme-kindergartens-fixture-excerpt.json'), 'kindergartens'),
    readTheme(sample('theme_ahzhezhe-onemapsg_retrieveTheme-liquor_control_zones-public-2025-08.json'), 'liquor_control_zones'),
  ];
  const points = themes.flatMap((t) => t.records).flatMap((r) => (r.geometry.type === 'Point' ? [{ name: r.fields[0]?.[1] ?? '', lon: r.geometry.coordinates[0], lat: r.geometry.coordinates[1] }] : []));
  return placesFromWgs84(points);
}

export interface BusStop {
  BusStopCode: string;
  Description: string;
  Latitude: number;
  Longitude: number;
}

export function busStops(): BusStop[] {
  return JSON.parse(readReal('lta-datamall-bus-stops.json')) as BusStop[];
}

/** All 5 200-odd stops of LTA DataMall (a few are published at 0, 0: left out). */
export function allBusStops(): BusStop[] {
  const stops = JSON.parse(readFileSync(join(REAL_DIR, 'large', 'lta-datamall-bus-stops-all.json'), 'utf8')) as BusStop[];
  return stops.filter((s) => s.Latitude > 1 && s.Longitude > 103);
}
