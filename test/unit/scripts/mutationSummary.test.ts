import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

// The summary is an ES module script; the tests are CommonJS bundles.
type Summary = typeof import('../../../scripts/mutate/summary.mjs', { with: { 'resolution-mode': 'import' } });
let newestMutants: Summary['newestMutants'];
let folderScore: Summary['folderScore'];
before(async () => ({ newestMutants, folderScore } = await import('../../../scripts/mutate/summary.mjs')));

const dir = mkdtempSync(join(tmpdir(), 'onemap-mutation-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const mutants = (statuses: Record<string, number>) => Object.entries(statuses).flatMap(([status, n]) => Array.from({ length: n }, () => ({ status })));
function report(name: string, files: Record<string, Record<string, number>>, secondsAgo: number): void {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify({ files: Object.fromEntries(Object.entries(files).map(([f, s]) => [f, { mutants: mutants(s) }])) }));
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, when, when);
}

test('a folder measured a file at a time: the newest report of each file counts, Timeout as detected, Ignored apart', () => {
  // The whole folder long ago, then b.ts again with more tests, then c.ts alone with some of the tests.
  report('x.json', { 'src/x/a.ts': { Killed: 8, Survived: 2 }, 'src/x/b.ts': { Killed: 1, Survived: 9 } }, 300);
  report('x-b.ts.json', { 'src/x/b.ts': { Killed: 8, Timeout: 1, NoCoverage: 1, Ignored: 4 } }, 200);
  report('x-c.ts.some-tests.json', { 'src/x/c.ts': { Killed: 17, Survived: 3, CompileError: 4 } }, 100);
  // Beside the reports, Stryker's own files, which are not reports of a run.
  writeFileSync(join(dir, 'x.incremental.json'), JSON.stringify({ files: { 'src/x/a.ts': { mutants: mutants({ Survived: 50 }) } } }));
  writeFileSync(join(dir, 'x.score.json'), '{}');
  const byFile = newestMutants(dir);
  const s = folderScore('x', ['src/x/a.ts', 'src/x/b.ts', 'src/x/c.ts', 'src/x/d.ts'], byFile);
  // a: 8/10, b: 9/10 (the newer run), c: 17/20 (compile errors are no valid mutants).
  assert.deepEqual({ detected: s.detected, valid: s.valid, ignored: s.ignored, missing: s.missing, lowerBound: s.lowerBound }, { detected: 34, valid: 40, ignored: 4, missing: ['src/x/d.ts'], lowerBound: true });
  assert.equal(s.score, 85);
  // Without the file measured with some of the tests, the figure is no lower bound.
  assert.equal(folderScore('x', ['src/x/a.ts', 'src/x/b.ts'], byFile).lowerBound, false);
  assert.equal(folderScore('x', ['src/x/d.ts'], byFile).score, undefined);
});
