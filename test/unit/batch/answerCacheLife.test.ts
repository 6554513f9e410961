// The answer cache over a job's life: an answer kept exactly maxAgeDays is gone, one saved "in the future" (the
// clock went back) is not trusted, a quiet folder logs nothing, a broken file is named in the log, parts are
// written between folds and folded when found, old answers leave the main file, and a folder that cannot be
// written says so without stopping anything.
import * as assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { openAnswerCache } from '../../../src/batch/answerCache';
import { cacheFileName, partFileName } from '../../../src/batch/cacheFiles';

const BASE = 'https://www.onemap.gov.sg';
const DAY = 86_400_000;
const folder = () => mkdtempSync(join(tmpdir(), 'onemap-cache-life-'));
const cacheText = (kinds: object) => JSON.stringify({ format: 1, baseUrl: BASE, kinds });
const parts = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.part.json'));

function clock(start: number) {
  const c = { t: start, now: () => c.t };
  return c;
}

describe('the answer cache over time', () => {
  it('an answer is kept for less than maxAgeDays: at exactly that age it is asked again', async () => {
    const c = clock(1_000_000);
    const cache = await openAnswerCache({ directory: folder(), baseUrl: BASE, maxAgeDays: 1, now: c.now });
    cache.set('search', 'raffles place', { lat: 1.284 });
    c.t += DAY - 1;
    assert.deepEqual(cache.get('search', 'raffles place'), { lat: 1.284 });
    c.t += 1;
    assert.equal(cache.get('search', 'raffles place'), undefined);
  });

  it('an answer saved "later" than now (the clock went back) is not trusted', async () => {
    const c = clock(5_000_000);
    const cache = await openAnswerCache({ directory: folder(), baseUrl: BASE, maxAgeDays: 30, now: c.now });
    cache.set('search', 'a', 'x');
    c.t -= 1;
    assert.equal(cache.get('search', 'a'), undefined);
  });

  it('an undefined answer is not kept, and nothing is written for it', async () => {
    const dir = folder();
    const cache = await openAnswerCache({ directory: dir, baseUrl: BASE, maxAgeDays: 30 });
    cache.set('search', 'a', undefined);
    await cache.flush();
    assert.equal(cache.get('search', 'a'), undefined);
    assert.deepEqual(readdirSync(dir), []);
  });

  it('maxAgeDays 0 reads nothing, not even to complain about a broken file', async () => {
    const dir = folder();
    writeFileSync(join(dir, cacheFileName(BASE)), 'not json');
    const logs: string[] = [];
    const cache = await openAnswerCache({ directory: dir, baseUrl: BASE, maxAgeDays: 0, log: (line) => logs.push(line) });
    cache.set('search', 'a', 'x');
    await cache.flush();
    assert.deepEqual(logs, []);
    assert.equal(cache.get('search', 'a'), undefined);
  });
});

describe('the answer cache on disk', () => {
  it('an empty folder logs nothing; a broken main file is named in the log and folded over at the first write', async () => {
    const quiet: string[] = [];
    await openAnswerCache({ directory: folder(), baseUrl: BASE, maxAgeDays: 30, log: (line) => quiet.push(line) });
    assert.deepEqual(quiet, []);

    const dir = folder();
    const main = join(dir, cacheFileName(BASE));
    writeFileSync(main, 'not json');
    const logs: string[] = [];
    const cache = await openAnswerCache({ directory: dir, baseUrl: BASE, maxAgeDays: 30, log: (line) => logs.push(line) });
    assert.deepEqual(logs, [`The cached answers in ${main} could not be read; they are started afresh.`]);
    cache.set('search', 'a', 'x');
    await cache.flush();
    assert.deepEqual(parts(dir), [], 'the main file rewritten, no part');
    assert.deepEqual(JSON.parse(readFileSync(main, 'utf8')).kinds.search.a[1], 'x');
  });

  it('with a readable main file and no parts, a flush writes a small part; parts found at load are folded at the next write, after which parts come again', async () => {
    const dir = folder();
    writeFileSync(join(dir, cacheFileName(BASE)), cacheText({ search: { old: [Date.now(), 'kept'] } }));
    const first = await openAnswerCache({ directory: dir, baseUrl: BASE, maxAgeDays: 30 });
    first.set('search', 'a', 'x');
    await first.flush();
    assert.equal(parts(dir).length, 1, 'one part, the main file left as it was');

    const second = await openAnswerCache({ directory: dir, baseUrl: BASE, maxAgeDays: 30 });
    assert.equal(second.get('search', 'a'), 'x', 'the part is read');
    second.set('search', 'b', 'y');
    await second.flush();
    assert.deepEqual(parts(dir), [], 'folded into the main file');
    const kinds = JSON.parse(readFileSync(join(dir, cacheFileName(BASE)), 'utf8')).kinds;
    assert.deepEqual(Object.keys(kinds.search).sort(), ['a', 'b', 'old']);
    second.set('search', 'c', 'z');
    await second.flush();
    assert.equal(parts(dir).length, 1, 'after a fold, the next write is a part again');
  });

  it('answers past their age leave the main file when it is rewritten', async () => {
    const dir = folder();
    const now = 100 * DAY;
    writeFileSync(join(dir, cacheFileName(BASE)), cacheText({ search: { stale: [now - 2 * DAY, 'old'], fresh: [now - 1000, 'new'] } }));
    writeFileSync(join(dir, partFileName(BASE, 1)), cacheText({ route: { r: [now - 3 * DAY, 'old route'] } }));
    const cache = await openAnswerCache({ directory: dir, baseUrl: BASE, maxAgeDays: 1, now: () => now });
    cache.set('search', 'added', 'x');
    await cache.flush();
    const kinds = JSON.parse(readFileSync(join(dir, cacheFileName(BASE)), 'utf8')).kinds;
    assert.deepEqual(Object.keys(kinds.search).sort(), ['added', 'fresh']);
    assert.deepEqual(kinds.route, {});
  });

  it('without a log, a broken file and a folder that cannot be written stop nothing', async () => {
    const dir = folder();
    writeFileSync(join(dir, cacheFileName(BASE)), 'not json');
    const cache = await openAnswerCache({ directory: dir, baseUrl: BASE, maxAgeDays: 30 });
    cache.set('search', 'a', 'x');
    await cache.flush();
    const blocked = join(dir, 'a-file-not-a-folder');
    writeFileSync(blocked, 'x');
    const unwritable = await openAnswerCache({ directory: blocked, baseUrl: BASE, maxAgeDays: 30 });
    unwritable.set('search', 'a', 'x');
    await unwritable.flush();
    assert.equal(unwritable.get('search', 'a'), 'x');
  });

  it('after Clear Cached Answers, the next answers go into a part again, as in a fresh cache', async () => {
    const dir = folder();
    const cache = await openAnswerCache({ directory: dir, baseUrl: BASE, maxAgeDays: 30 });
    cache.set('search', 'a', 'x');
    await cache.flush();
    assert.equal(await cache.clear(), 1);
    assert.deepEqual(readdirSync(dir), []);
    cache.set('search', 'b', 'y');
    await cache.flush();
    assert.equal(parts(dir).length, 1);
    assert.deepEqual(readdirSync(dir).filter((name) => name === cacheFileName(BASE)), [], 'no main file rewritten');
  });

  it('a folder that cannot be written: the job goes on, the log says where and why', async () => {
    const dir = folder();
    const blocked = join(dir, 'a-file-not-a-folder');
    writeFileSync(blocked, 'x');
    const logs: string[] = [];
    const cache = await openAnswerCache({ directory: blocked, baseUrl: BASE, maxAgeDays: 30, log: (line) => logs.push(line) });
    cache.set('search', 'a', 'x');
    await cache.flush();
    assert.equal(cache.get('search', 'a'), 'x', 'still answered from memory');
    assert.equal(logs.length, 1);
    assert.ok(logs[0]!.startsWith(`The answers could not be saved in ${blocked}: `), logs[0]);
    assert.match(logs[0]!, /EEXIST|ENOTDIR/);
  });
});
