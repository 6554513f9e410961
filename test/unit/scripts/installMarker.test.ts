import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

// The installer is an ES module script; the tests are CommonJS bundles.
type Marker = typeof import('../../../scripts/test-host/marker.mjs', { with: { 'resolution-mode': 'import' } });
let installProblem: Marker['installProblem'];
let markerContent: Marker['markerContent'];
before(async () => ({ installProblem, markerContent } = await import('../../../scripts/test-host/marker.mjs')));

const dir = mkdtempSync(join(tmpdir(), 'onemap-marker-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const expected = { version: '4.100.3', nodeMajor: '20' };

function markerWith(content: string | undefined): string {
  const file = join(dir, `marker-${Math.random().toString(36).slice(2)}`);
  if (content !== undefined) writeFileSync(file, content);
  return file;
}

test('a marker written by a finished install of this version, for this Node, is accepted', () => {
  assert.equal(installProblem(markerWith(markerContent('4.100.3', 'v20.20.2')), expected), undefined);
});

test('a stale or half install is replaced, and the reason says which', () => {
  const cases: Array<[string | undefined, RegExp]> = [
    [undefined, /never finished/],
    ['{"version":"4.100', /unreadable/],
    ['null', /unreadable/],
    [markerContent('4.99.0', 'v20.20.2'), /code-server 4\.99\.0, not 4\.100\.3/],
    ['{"node":"v20.1.0"}', /unknown version/],
    [markerContent('4.100.3', 'v22.3.0'), /built for Node 22, not Node 20/],
  ];
  for (const [content, reason] of cases) {
    assert.match(installProblem(markerWith(content), expected) ?? 'accepted', reason, `marker ${content}`);
  }
});
