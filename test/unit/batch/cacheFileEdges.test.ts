// The answer cache's files at their edges: a file that is not a cache file, entries that are not answers, the
// newer answer winning only when newer, addresses told apart by path, the files of one address found by name
// and nothing else, and Clear Cached Answers counting what it removed.
import * as assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { clearAnswerCaches } from '../../../src/batch/answerCache';
import {
  bare,
  cacheAddress,
  cacheFileName,
  cacheFilesByAddress,
  mergeKinds,
  parseCacheFile,
  partFileName,
  partNames,
  readCacheFile,
  type Entry,
  type Kinds,
} from '../../../src/batch/cacheFiles';

const BASE = 'https://www.onemap.gov.sg';
const file = (kinds: object, extra: object = {}) => JSON.stringify({ format: 1, baseUrl: BASE, kinds, ...extra });
const folder = () => mkdtempSync(join(tmpdir(), 'onemap-cache-files-'));
const kindsOf = (value: Record<string, Record<string, Entry>>): Kinds => Object.assign(bare<Record<string, Entry>>(), value);

describe('reading a cache file', () => {
  it('keeps every [time, answer] entry and drops what is not one', () => {
    const parsed = parseCacheFile(file({ search: { a: [1, { lat: 1.3 }], b: [2, null], short: [3], text: ['4', 'x'], long: [5, 'x', 'y'], object: { 0: 6, 1: 'x' } } }));
    assert.deepEqual(parsed?.kinds.search, Object.assign(bare(), { a: [1, { lat: 1.3 }], b: [2, null] }));
    assert.equal(parsed?.baseUrl, BASE);
  });

  it('is not a cache file: another format, no address, kinds that are not a record, not JSON at all', () => {
    for (const text of [file({}, { format: 2 }), file({}, { baseUrl: 7 }), file([]), file(null as unknown as object), file({ search: [] }), file({ search: 'x' }), 'null', '[]', '{"format":1', '']) {
      assert.equal(parseCacheFile(text), undefined, text);
    }
    assert.deepEqual(parseCacheFile(file({}))?.kinds, bare());
  });

  it('a file that is not there is "missing", a file that is there but broken is unreadable', async () => {
    const dir = folder();
    assert.equal(await readCacheFile(join(dir, 'answers-0000000000000000.json')), 'missing');
    writeFileSync(join(dir, 'broken.json'), '{"format":1,');
    assert.equal(await readCacheFile(join(dir, 'broken.json')), undefined);
    writeFileSync(join(dir, 'good.json'), file({ search: { a: [1, 'x'] } }));
    assert.deepEqual((await readCacheFile(join(dir, 'good.json')) as { kinds: Kinds }).kinds.search, Object.assign(bare(), { a: [1, 'x'] }));
  });
});

describe('merging answers', () => {
  it('the newer answer wins a key both hold; at the same time the one already there stays', () => {
    const into = kindsOf({ search: Object.assign(bare<Entry>(), { newer: [10, 'mine'], older: [5, 'mine'], same: [7, 'mine'] }) });
    mergeKinds(into, kindsOf({ search: Object.assign(bare<Entry>(), { newer: [5, 'theirs'], older: [10, 'theirs'], same: [7, 'theirs'], fresh: [1, 'theirs'] }), route: Object.assign(bare<Entry>(), { r: [1, 'r'] }) }));
    assert.deepEqual({ ...into.search }, { newer: [10, 'mine'], older: [10, 'theirs'], same: [7, 'mine'], fresh: [1, 'theirs'] });
    assert.deepEqual({ ...into.route }, { r: [1, 'r'] });
  });
});

describe('which address a file belongs to', () => {
  it('origin and path, without trailing slashes, however many', () => {
    assert.equal(cacheAddress('https://example.test/onemap/api///'), 'https://example.test/onemap/api');
    assert.equal(cacheAddress('https://example.test/a/b/'), 'https://example.test/a/b');
    assert.equal(cacheAddress('https://example.test/'), 'https://example.test');
    assert.equal(cacheAddress('http://127.0.0.1:8787/?x=1'), 'http://127.0.0.1:8787');
    assert.equal(cacheAddress('  not a url// '), 'not a url', 'an address that does not parse is still told apart, trimmed');
    assert.equal(cacheAddress('not/a/url'), 'not/a/url');
    assert.equal(cacheFileName('https://example.test/a/'), cacheFileName('https://example.test/a'));
    assert.notEqual(cacheFileName('https://example.test/a'), cacheFileName('https://example.test/b'));
    assert.match(cacheFileName(BASE), /^answers-[0-9a-f]{16}\.json$/);
    assert.match(partFileName(BASE, 1_700_000_000_000), /^answers-[0-9a-f]{16}\.[0-9a-z]+-[0-9a-f]{8}\.part\.json$/);
  });

  it('the files of each address by name: main, parts and left-over temporaries; nothing else in the folder', async () => {
    const dir = folder();
    const main = cacheFileName(BASE);
    const hash = main.slice('answers-'.length, -'.json'.length);
    const other = cacheFileName('http://127.0.0.1:8787');
    const part = partFileName(BASE, 1000);
    const laterPart = partFileName(BASE, 2000);
    const names = [main, part, laterPart, other, `${main}.1a2b3c4d.tmp`, 'notes.txt', `old-${main}`, 'answers-abc.json', `answers-${'g'.repeat(16)}.json`, `x${part}`];
    for (const name of names) writeFileSync(join(dir, name), file({}));
    const groups = await cacheFilesByAddress(dir);
    assert.deepEqual([...groups.keys()].sort(), [hash, other.slice(8, -5), 'tmp'].sort());
    assert.deepEqual(groups.get(hash)?.sort(), [main, part, laterPart].sort());
    assert.deepEqual(groups.get('tmp'), [`${main}.1a2b3c4d.tmp`]);
    assert.deepEqual(await partNames(dir, BASE), [part, laterPart].sort());
    assert.deepEqual(await partNames(dir, 'http://127.0.0.1:8787'), []);
    assert.deepEqual(await partNames(join(dir, 'no-such-folder'), BASE), []);
  });
});

describe('Clear Cached Answers', () => {
  it('counts the answers of every address once, removes their files (temporaries too) and nothing else', async () => {
    const dir = folder();
    writeFileSync(join(dir, cacheFileName(BASE)), file({ search: { a: [1, 'x'], b: [1, 'y'] }, route: { r: [1, 'z'] } }));
    writeFileSync(join(dir, partFileName(BASE, 5)), file({ search: { a: [2, 'x again'], c: [2, 'w'] } }));
    writeFileSync(join(dir, cacheFileName('http://127.0.0.1:8787')), file({ search: { s: [1, 'sim'] } }, { baseUrl: 'http://127.0.0.1:8787' }));
    // Half-written files hold no answer that was ever kept, and a broken main file holds none that can be read.
    writeFileSync(join(dir, `${cacheFileName(BASE)}.0badf00d.tmp`), file({ search: { t: [1, 'never kept'] } }));
    writeFileSync(join(dir, cacheFileName('https://broken.test')), '{"format":1,');
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    assert.equal(await clearAnswerCaches(dir), 5, 'a, b, c and r for OneMap, s for the simulator');
    assert.deepEqual(readdirSync(dir), ['notes.txt']);
    assert.equal(await clearAnswerCaches(dir), 0);
    assert.equal(await clearAnswerCaches(join(dir, 'no-such-folder')), 0);
  });
});
