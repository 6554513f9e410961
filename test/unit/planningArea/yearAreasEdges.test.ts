// The areas of a Master Plan year, with a fake disk cache and OneMap's recorded getAllPlanningarea answer:
// 2019 ships and asks nothing; another year is read from the cache when it is there, else asked once, kept
// under its own key and drawn with 2019's regions; an empty answer is refused in words naming the years that
// exist.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { readAllPlanningAreas } from '../../../src/onemap/planningAreaResponses';
import { CACHE_KIND, cacheKey, fetchYearAreas, knownYearAreas, NoAreasError, SHIPPED_YEAR, type AreaCache } from '../../../src/planningArea/yearAreas';
import { sample } from '../samples';

const CURRENT = 'planningarea_ahzhezhe-onemapsg_getAllPlanningarea-year2020-public-2024-01.json';

function diskCache(): AreaCache & { kept: Map<string, unknown>; flushed: number } {
  const cache = {
    kept: new Map<string, unknown>(),
    flushed: 0,
    get: (kind: string, key: string) => cache.kept.get(`${kind}|${key}`),
    set: (kind: string, key: string, value: unknown) => void cache.kept.set(`${kind}|${key}`, value),
    flush: async () => void cache.flushed++,
  };
  return cache;
}

test('2019 ships: its 55 areas, nothing asked, nothing skipped', () => {
  assert.equal(SHIPPED_YEAR, 2019);
  const known = knownYearAreas(2019, undefined)!;
  assert.equal(known.source, 'shipped');
  assert.equal(known.index.areas.length, 55);
  assert.deepEqual([known.skipped, known.repaired], [[], []]);
});

test('another year is unknown until kept: no cache, an empty one, or one holding something else', () => {
  assert.equal(knownYearAreas(2014, undefined), undefined);
  const cache = diskCache();
  assert.equal(knownYearAreas(2014, cache), undefined);
  cache.set(CACHE_KIND, cacheKey(2014), { areas: 'not a bundle' });
  assert.equal(knownYearAreas(2014, cache), undefined);
});

test('asked once: kept under "planningarea" and "all|<year>", flushed, then read from the cache with its regions', async () => {
  const cache = diskCache();
  const asked: number[] = [];
  const set = readAllPlanningAreas(sample(CURRENT), 2014);
  const fetched = await fetchYearAreas(2014, async (year) => (asked.push(year), set), cache);
  assert.deepEqual(asked, [2014]);
  assert.equal(fetched.source, 'onemap');
  assert.deepEqual([fetched.skipped, fetched.repaired], [set.skipped, set.repaired]);
  assert.deepEqual([...cache.kept.keys()], ['planningarea|all|2014']);
  assert.equal(cache.flushed, 1);
  const kept = knownYearAreas(2014, cache)!;
  assert.equal(kept.source, 'cache');
  assert.deepEqual([kept.skipped, kept.repaired], [[], []]);
  assert.deepEqual(kept.index.areas, fetched.index.areas);
  assert.equal(kept.index.areas.find((a) => a.area.toUpperCase() === 'BEDOK')?.region, knownYearAreas(2019, undefined)!.index.areas.find((a) => a.area === 'BEDOK')?.region);
  assert.equal(knownYearAreas(2008, cache), undefined, 'another year is another key');
});

test('asked without a cache: drawn all the same', async () => {
  const fetched = await fetchYearAreas(2008, async () => readAllPlanningAreas(sample(CURRENT), 2008), undefined);
  assert.equal(fetched.source, 'onemap');
  assert.ok(fetched.index.areas.length > 50);
});

test('OneMap with no areas for a year: refused in words naming the years it has, nothing kept', async () => {
  const cache = diskCache();
  await assert.rejects(fetchYearAreas(2023, async () => ({ year: 2023, areas: [], skipped: [], repaired: [] }), cache), (error: unknown) => {
    assert.ok(error instanceof NoAreasError);
    assert.equal(error.name, 'NoAreasError');
    assert.equal(error.message, 'OneMap has no planning areas for 2023. Its Master Plans are of 1998, 2008, 2014 and 2019.');
    return true;
  });
  assert.equal(cache.kept.size, 0);
});
