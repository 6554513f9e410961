// The disk cache of OneMap's answers: kept exactly up to maxAgeDays and not a millisecond more, nothing with
// 0, addresses kept apart, a corrupt file started afresh (never fatal) and replaced, writes through a rename.
import * as assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { cacheFileName, clearAnswerCaches, openAnswerCache } from '../../../src/batch/answerCache';

const DAY = 86_400_000;
const ONEMAP = 'https://www.onemap.gov.sg';
const SIM = 'http://127.0.0.1:4321';
const folder = () => mkdtempSync(join(tmpdir(), 'onemap-cache-'));

function clock(start = Date.UTC(2026, 0, 1)) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('answer cache', () => {
  it('an answer is kept until just before maxAgeDays and ignored from exactly maxAgeDays, after a reload too', async () => {
    const directory = folder();
    const time = clock();
    const cache = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30, now: time.now });
    cache.set('search', '10 anson road', { lat: 1.27 });
    await cache.flush();
    time.advance(30 * DAY - 1);
    assert.deepEqual(cache.get('search', '10 anson road'), { lat: 1.27 });
    const reloaded = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30, now: time.now });
    assert.deepEqual(reloaded.get('search', '10 anson road'), { lat: 1.27 }, 'read back from disk, 1 ms before its age');
    time.advance(1);
    assert.equal(cache.get('search', '10 anson road'), undefined, 'exactly 30 days old: ignored');
    assert.equal(reloaded.get('search', '10 anson road'), undefined);
  });

  it('maxAgeDays 0 keeps nothing: no answer is returned and no file is written', async () => {
    const directory = folder();
    const cache = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 0 });
    cache.set('search', 'a', 1);
    assert.equal(cache.get('search', 'a'), undefined);
    await cache.flush();
    assert.deepEqual(readdirSync(directory), []);
  });

  it('a shorter maxAgeDays set later hides answers saved under a longer one', async () => {
    const directory = folder();
    const time = clock();
    const long = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30, now: time.now });
    long.set('search', 'a', 'answer');
    await long.flush();
    time.advance(2 * DAY);
    const short = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 1, now: time.now });
    assert.equal(short.get('search', 'a'), undefined);
  });

  it('two OneMap addresses are kept apart, and kinds within one', async () => {
    const directory = folder();
    const onemap = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30 });
    const sim = await openAnswerCache({ directory, baseUrl: `${SIM}/`, maxAgeDays: 30 });
    onemap.set('search', 'raffles place', 'from OneMap');
    sim.set('search', 'raffles place', 'from the simulator');
    onemap.set('revgeocode', 'raffles place', 'another kind');
    await Promise.all([onemap.flush(), sim.flush()]);
    assert.equal(readdirSync(directory).length, 2, 'one file per address');
    const onemapAgain = await openAnswerCache({ directory, baseUrl: `${ONEMAP}/`, maxAgeDays: 30 });
    const simAgain = await openAnswerCache({ directory, baseUrl: SIM, maxAgeDays: 30 });
    assert.equal(onemapAgain.get('search', 'raffles place'), 'from OneMap');
    assert.equal(onemapAgain.get('revgeocode', 'raffles place'), 'another kind');
    assert.equal(simAgain.get('search', 'raffles place'), 'from the simulator');
    assert.equal(simAgain.get('revgeocode', 'raffles place'), undefined);
  });

  it('a corrupt file is ignored (not fatal) and replaced by the next write', async () => {
    const directory = folder();
    const file = join(directory, cacheFileName(ONEMAP));
    for (const garbage of ['{"format":1,"baseUrl":"https://www.onemap.gov.sg","kinds":{"search":{"a":[1,', 'null', '[]', '\u0000\u0001', '{"format":1,"baseUrl":"https://www.onemap.gov.sg","kinds":{"search":7}}']) {
      writeFileSync(file, garbage);
      const logged: string[] = [];
      const cache = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30, log: (line) => logged.push(line) });
      assert.equal(cache.get('search', 'a'), undefined);
      assert.equal(logged.length, 1, `${JSON.stringify(garbage)} is reported in the log`);
      cache.set('search', 'b', 'kept');
      await cache.flush();
      const again = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30 });
      assert.equal(again.get('search', 'b'), 'kept');
      const replaced = JSON.parse(readFileSync(file, 'utf8')) as { kinds: { search: Record<string, unknown> } };
      assert.deepEqual(Object.keys(replaced.kinds.search), ['b'], 'the corrupt file was replaced by a good one at the first write');
    }
  });

  it('a file holding another address (a hash collision, a copied folder) is not read as this one', async () => {
    const directory = folder();
    const sim = await openAnswerCache({ directory, baseUrl: SIM, maxAgeDays: 30 });
    sim.set('search', 'a', 'from the simulator');
    await sim.flush();
    const [written] = readdirSync(directory);
    writeFileSync(join(directory, cacheFileName(ONEMAP)), readFileSync(join(directory, written!)));
    const logged: string[] = [];
    const onemap = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30, log: (line) => logged.push(line) });
    assert.equal(onemap.get('search', 'a'), undefined);
    assert.equal(logged.length, 1);
  });

  it('answers are written as the job goes, without a flush, and only whole files land (no temporary left)', { timeout: 10_000 }, async () => {
    const directory = folder();
    const cache = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30, flushDelayMs: 5 });
    for (let i = 0; i < 50; i++) cache.set('search', `q${i}`, { i });
    // Wait for the timer's write by its result, not by time.
    for (;;) {
      const names = readdirSync(directory);
      if (names.length > 0 && !names.some((n) => n.endsWith('.tmp'))) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const reopened = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30 });
    assert.deepEqual(reopened.get('search', 'q49'), { i: 49 });
    assert.deepEqual(reopened.get('search', 'q0'), { i: 0 });
  });

  it('a long job writes small parts, folded into the main file every hundred writes and when the next job starts', async () => {
    const directory = folder();
    const time = clock();
    const cache = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30, now: time.now });
    const sizes: number[] = [];
    for (let i = 0; i < 250; i++) {
      cache.set('search', `q${i}`, { answer: 'x'.repeat(200), i });
      time.advance(1000);
      await cache.flush();
      sizes.push(readdirSync(directory).length);
    }
    assert.ok(Math.max(...sizes) <= 101, `at most a hundred parts and the main file (${Math.max(...sizes)})`);
    const parts = readdirSync(directory).filter((name) => name.endsWith('.part.json'));
    assert.ok(parts.length > 0 && parts.length < 100, `${parts.length} parts`);
    for (const part of parts) assert.ok(readFileSync(join(directory, part), 'utf8').length < 400, 'a part holds only the answers of its own write');
    const next = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30, now: time.now });
    assert.equal((next.get('search', 'q249') as { i: number }).i, 249);
    assert.equal((next.get('search', 'q0') as { i: number }).i, 0);
    await next.flush();
    assert.deepEqual(readdirSync(directory), [cacheFileName(ONEMAP)], 'the next job folds the parts in at its first write');
  });

  it('keys that are JavaScript property names are answers like any other', async () => {
    const directory = folder();
    const cache = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30 });
    assert.equal(cache.get('search', 'constructor'), undefined);
    assert.equal(cache.get('__proto__', 'toString'), undefined);
    cache.set('search', '__proto__', 'x');
    await cache.flush();
    const again = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30 });
    assert.equal(again.get('search', '__proto__'), 'x');
  });

  it('clear removes this address\'s answers and says how many; clearAnswerCaches removes every address\'s', async () => {
    const directory = folder();
    const onemap = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30 });
    const sim = await openAnswerCache({ directory, baseUrl: SIM, maxAgeDays: 30 });
    for (const q of ['a', 'b', 'c']) onemap.set('search', q, q);
    sim.set('route', 'x', 1);
    sim.set('search', 'y', 2);
    await Promise.all([onemap.flush(), sim.flush()]);
    assert.equal(await onemap.clear(), 3);
    assert.equal(onemap.get('search', 'a'), undefined);
    assert.equal(await clearAnswerCaches(directory), 2);
    assert.deepEqual(readdirSync(directory), []);
    assert.equal(await clearAnswerCaches(directory), 0);
    assert.equal(await clearAnswerCaches(join(directory, 'missing')), 0);
  });
});

describe('answer cache, two windows', () => {
  it("two windows' jobs on one address: each write keeps the answers the other saved", async () => {
    const directory = folder();
    const one = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30 });
    const two = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30 });
    one.set('search', 'a', 'from window one');
    await one.flush();
    two.set('search', 'b', 'from window two');
    await two.flush();
    const reloaded = await openAnswerCache({ directory, baseUrl: ONEMAP, maxAgeDays: 30 });
    assert.equal(reloaded.get('search', 'a'), 'from window one');
    assert.equal(reloaded.get('search', 'b'), 'from window two');
  });
});
