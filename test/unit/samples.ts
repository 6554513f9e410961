// The recorded OneMap answers in test/fixtures/onemap-samples, read fresh for each caller (tests edit them).
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { repoRoot } from './repoRoot';

export function sample(name: string): any {
  return JSON.parse(readFileSync(path.join(repoRoot, 'test/fixtures/onemap-samples', name), 'utf8'));
}

/** The 2025 drive answer (with its `phyroute`), without the `_source` note. */
export function drive2025(): any {
  const { _source, ...response } = sample('route_drive_ahzhezhe_snapshot_2025.json');
  return response;
}

export function dart2020(key: string): any {
  return sample('route_fixtures_onemap-dart_2020.json').fixtures[key];
}

/** The pre-2020 drive answer: precision-6 geometry, 11-item instructions. */
export function legacy2019(): any {
  return sample('route_legacy_osrm_style_windspeed_2019.json').response;
}

/** The 2023 public-transport answer (mode BUS): one itinerary, WALK, BUS 7, WALK. */
export function ptBus2023(): any {
  const { _source, ...response } = sample('route_pt_bus_paulhjwu_2023-11-30.json');
  return response;
}
