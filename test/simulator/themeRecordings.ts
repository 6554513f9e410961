// The themes the simulator serves. Recorded (test/fixtures/onemap-samples/theme_*): the 2025 list of 166,
// liquor_control_zones as answered in 2025 (one position per zone) and kindergartens as in the 2020 fixture
// (an excerpt: FeatCount 59, two records). DERIVED, not OneMap's: BUS_STOPS, LTA DataMall's 5 000-odd bus stops
// (test/fixtures/real/large) written as a current-form point theme, for the bench; SIM_ZONE_AREAS, a 300 m
// square around each recorded liquor control zone, because no recording keeps a whole polygon; SIM_EMPTY, the
// 2020 liquor control answer (FeatCount 0). Read from disk once, on first use.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { repoRoot } from '../unit/repoRoot';

const SAMPLES = path.join(repoRoot, 'test', 'fixtures', 'onemap-samples');
const BUS_STOPS_FILE = path.join(repoRoot, 'test', 'fixtures', 'real', 'large', 'lta-datamall-bus-stops-all.json');

function sample(name: string): any {
  return JSON.parse(readFileSync(path.join(SAMPLES, name), 'utf8'));
}

/** When the derived themes' data "changed", as OneMap's DateTime says it. */
const DERIVED_DATE = '2025-07-01T00:00:00+00:00';

function derivedEntry(queryName: string, name: string, category: string, owner: string) {
  return { CATEGORY: category, EXPIRY_DATE: '31/12/2030', ICON: 'null', PUBLISHED_DATE: '01/07/2025', QUERYNAME: queryName, THEMENAME: name, THEME_OWNER: owner };
}

function meta(name: string, category: string, owner: string, count: number) {
  return { Category: category, DateTime: DERIVED_DATE, FeatCount: count, Formatted_DateTime: '01/07/2025', Owner: owner, Published_Date: DERIVED_DATE, Theme_Name: name };
}

function busStops(): unknown {
  const stops = JSON.parse(readFileSync(BUS_STOPS_FILE, 'utf8')) as Array<{ BusStopCode: string; RoadName: string; Description: string; Latitude: number; Longitude: number }>;
  const records = stops
    .filter((stop) => stop.Latitude > 1 && stop.Longitude > 103)
    .map((stop) => ({ NAME: stop.Description, DESCRIPTION: `Bus stop ${stop.BusStopCode}`, ADDRESSSTREETNAME: stop.RoadName, ADDRESSPOSTALCODE: 'null', LatLng: `${stop.Latitude},${stop.Longitude}`, ICON_NAME: 'bus.png' }));
  return { SrchResults: [meta('Bus Stops (simulator, from LTA DataMall)', 'Transport', 'LAND TRANSPORT AUTHORITY', records.length), ...records] };
}

function zoneAreas(): unknown {
  const [, ...zones] = sample('theme_ahzhezhe-onemapsg_retrieveTheme-liquor_control_zones-public-2025-08.json').SrchResults as Array<Record<string, string>>;
  const half = 0.00135; // about 150 m
  const records = zones.map((zone) => {
    const [[lng, lat]] = JSON.parse(zone.LatLng!) as [[number, number]];
    const ring = [[lng - half, lat - half], [lng + half, lat - half], [lng + half, lat + half], [lng - half, lat + half], [lng - half, lat - half]];
    return { ...zone, LatLng: JSON.stringify(ring) };
  });
  return { SrchResults: [meta('Liquor Control Zone areas (simulator)', 'Community', 'SINGAPORE POLICE FORCE', records.length), ...records] };
}

export interface SimThemes {
  list: { Theme_Names: Array<Record<string, string>> };
  answers: Map<string, () => unknown>;
}

let loaded: SimThemes | undefined;

export function simThemes(): SimThemes {
  if (loaded) return loaded;
  const list = sample('theme_ahzhezhe-onemapsg_getAllThemesInfo-moreInfo-Y-public-2025-08.json') as SimThemes['list'];
  list.Theme_Names.push(
    derivedEntry('BUS_STOPS', 'Bus Stops (simulator, from LTA DataMall)', 'Transport', 'LAND TRANSPORT AUTHORITY'),
    derivedEntry('SIM_ZONE_AREAS', 'Liquor Control Zone areas (simulator)', 'Community', 'SINGAPORE POLICE FORCE'),
    derivedEntry('SIM_EMPTY', 'An empty theme (simulator)', 'Community', 'SINGAPORE POLICE FORCE'),
  );
  const cached = (make: () => unknown) => {
    let answer: unknown;
    return () => (answer ??= make());
  };
  const answers = new Map<string, () => unknown>([
    ['liquor_control_zones', cached(() => sample('theme_ahzhezhe-onemapsg_retrieveTheme-liquor_control_zones-public-2025-08.json'))],
    ['kindergartens', cached(() => sample('theme_Alias3e-onemap-dart_retrieveTheme-kindergartens-fixture-excerpt.json'))],
    ['BUS_STOPS', cached(busStops)],
    ['SIM_ZONE_AREAS', cached(zoneAreas)],
    ['SIM_EMPTY', cached(() => sample('theme_ahzhezhe-onemapsg_retrieveTheme-liquor_control_zones-privateapi-2020-05.json'))],
  ]);
  loaded = { list, answers };
  return loaded;
}
