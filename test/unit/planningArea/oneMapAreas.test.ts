// Another year's planning areas from OneMap's answer: encoded compactly for the disk cache, indexed as the
// shipped ones are, regions taken from the shipped plan by name. OneMap's recorded 2024 answer holds the
// Master Plan 2019 boundaries, so every bus stop must land where the shipped index puts it (boundaries aside).
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readAllPlanningAreas } from '../../../src/onemap';
import {
  addPlanningAreas,
  applyInsertions,
  encodeOneMapAreas,
  fetchYearAreas,
  indexOfBundle,
  isAreaBundle,
  knownYearAreas,
  NoAreasError,
  planningAreaIndex,
  type AreaCache,
} from '../../../src/planningArea';
import { readReal } from '../coords/realFixtures';
import { sample } from '../samples';

const RECORDED = 'planningarea_ahzhezhe-onemapsg_getAllPlanningarea-year2020-public-2024-01.json';
const shipped = planningAreaIndex();
const regionOf = (name: string) => shipped.areas.find((a) => a.area === name)?.region;

class MemoryCache implements AreaCache {
  readonly entries = new Map<string, unknown>();
  flushes = 0;
  get(kind: string, key: string): unknown {
    // As on disk: what is read back is a copy made from JSON text.
    const value = this.entries.get(`${kind} ${key}`);
    return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  }
  set(kind: string, key: string, value: unknown): void {
    this.entries.set(`${kind} ${key}`, value);
  }
  async flush(): Promise<void> {
    this.flushes++;
  }
}

describe('OneMap planning areas of another year', () => {
  it('index the recorded answer: the real file of LTA bus stops lands in the area the shipped index says, every region named', () => {
    const set = readAllPlanningAreas(sample(RECORDED), 2014);
    const bundle = encodeOneMapAreas(set.areas, regionOf);
    assert.ok(isAreaBundle(bundle));
    assert.deepEqual(bundle.regions.slice().sort(), ['CENTRAL REGION', 'EAST REGION', 'NORTH REGION', 'NORTH-EAST REGION', 'WEST REGION']);
    const index = indexOfBundle(bundle);
    const stops = JSON.parse(readReal('lta-datamall-bus-stops.json')) as Array<{ Latitude: number; Longitude: number }>;
    let compared = 0;
    let differ = 0;
    for (const stop of stops) {
      const ours = shipped.locate(stop.Longitude, stop.Latitude);
      const theirs = index.locate(stop.Longitude, stop.Latitude);
      if (ours.kind !== 'inside' || theirs.kind !== 'inside') continue;
      compared++;
      if (ours.area !== theirs.area || ours.region !== theirs.region) differ++;
    }
    assert.ok(compared > 250, `${compared} of ${stops.length} stops inside both`);
    assert.equal(differ, 0);
  });

  it('the compact form is a third of OneMap\'s text and reads back from JSON as the same index', () => {
    const set = readAllPlanningAreas(sample(RECORDED), 2014);
    const bundle = encodeOneMapAreas(set.areas, regionOf);
    const text = JSON.stringify(bundle);
    assert.ok(text.length < JSON.stringify(sample(RECORDED)).length / 2, `${text.length} bytes`);
    const again = indexOfBundle(JSON.parse(text));
    assert.deepEqual(again.locate(103.8483, 1.351), { kind: 'inside', area: 'BISHAN', region: 'CENTRAL REGION' });
  });

  it('a name the shipped plan does not know gets no region rather than a guess', () => {
    const set = readAllPlanningAreas(sample(RECORDED), 1998);
    set.areas[0]!.name = 'OLD AREA';
    const bundle = encodeOneMapAreas(set.areas, regionOf);
    assert.equal(bundle.regions[bundle.areas[0]!.region], '');
  });

  it('fetched once, kept in the cache under planningarea / all|2014; then known without asking', async () => {
    const cache = new MemoryCache();
    let asked = 0;
    const fetch = async (year: number) => {
      asked++;
      return readAllPlanningAreas(sample(RECORDED), year);
    };
    assert.equal(knownYearAreas(2014, cache), undefined);
    const first = await fetchYearAreas(2014, fetch, cache);
    assert.equal(first.source, 'onemap');
    assert.deepEqual([...cache.entries.keys()], ['planningarea all|2014']);
    assert.equal(cache.flushes, 1);
    const known = knownYearAreas(2014, cache)!;
    assert.equal(known.source, 'cache');
    assert.equal(asked, 1);
    assert.deepEqual(known.index.locate(103.8514, 1.284), first.index.locate(103.8514, 1.284));
    assert.equal(knownYearAreas(2019, undefined)!.source, 'shipped');
  });

  it('a year OneMap has no areas for is an error saying which years it has, and nothing is kept', async () => {
    const cache = new MemoryCache();
    await assert.rejects(fetchYearAreas(2015, async (year) => readAllPlanningAreas({ Result: 'No Data Available!' }, year), cache), (e) => e instanceof NoAreasError && /no planning areas for 2015\. Its Master Plans are of 1998, 2008, 2014 and 2019/.test(e.message));
    assert.equal(cache.entries.size, 0);
  });

  it('whatever else the cache holds under the key is not trusted: the year is fetched again', () => {
    const cache = new MemoryCache();
    for (const junk of [{}, { decimals: 7, regions: [], areas: [] }, { decimals: 7, regions: ['X'], areas: [{ name: 'A', region: 3, rings: [[0, 0, 1, 1, 2, 2, 0, 0]] }] }, 'text']) {
      cache.set('planningarea', 'all|2014', junk);
      assert.equal(knownYearAreas(2014, cache), undefined, JSON.stringify(junk));
    }
  });

  it('columns of another year say the year, in the file\'s own style; both years may sit side by side', () => {
    const index = indexOfBundle(encodeOneMapAreas(readAllPlanningAreas(sample(RECORDED), 2014).areas, regionOf));
    const csv = 'name,lat,lon\nBishan,1.3510,103.8483\n';
    const with2014 = applyInsertions(csv, addPlanningAreas(csv, index, [], {}, 2014).insertions);
    assert.equal(with2014, 'name,lat,lon,planning_area_2014,region_2014\nBishan,1.3510,103.8483,BISHAN,CENTRAL REGION\n');
    const both = applyInsertions(with2014, addPlanningAreas(with2014, shipped).insertions);
    assert.equal(both.split('\n')[0], 'name,lat,lon,planning_area_2014,region_2014,planning_area,region');
    const json = '[{"Name": "Bishan", "Latitude": 1.351, "Longitude": 103.8483}]';
    const fields = JSON.parse(applyInsertions(json, addPlanningAreas(json, index, [], {}, 2008).insertions));
    assert.deepEqual(Object.keys(fields[0]).slice(-2), ['PlanningArea2008', 'Region2008']);
  });
});
