// Quiet on good data, and every seeded mistake found: the real files (test/fixtures/real) give no problem
// but the one their sources document, and copies of them with a mistake seeded give exactly that mistake.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findProblems, type Problem } from '../../../src/diagnostics';
import { readReal, realFixtureNames } from '../coords/realFixtures';
import { seededFiles } from './seeds';

function languageOf(name: string): string {
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.js')) return 'javascript';
  if (name.endsWith('.geojson')) return 'geojson';
  return 'json';
}

const show = (text: string, p: Problem) => `${p.code} at ${p.start}: ${JSON.stringify(text.slice(p.start, p.end)).slice(0, 80)} ${p.message}`;

describe('coordinate problems in real files', () => {
  for (const name of realFixtureNames()) {
    it(`${name} gives no problem but those its source documents`, () => {
      const text = readReal(name);
      const problems = findProblems(text, languageOf(name));
      if (name === 'sgbusdata-bus-stops-lat-long.json') {
        // SOURCES.md: stop -P143 was published with its longitude in both `lat` and `long`.
        assert.equal(problems.length, 1, problems.map((p) => show(text, p)).join('\n'));
        assert.equal(problems[0]!.code, 'outside-singapore');
        const stop = text.lastIndexOf('"name"', problems[0]!.start);
        assert.match(text.slice(stop, stop + 20), /-P143/);
        return;
      }
      assert.deepEqual(problems.map((p) => show(text, p)), []);
    });
  }

  it('text that merely holds numbers gives none', () => {
    const texts: Array<[string, string]> = [
      ['log', '2024-05-01T10:22:03.114Z INFO GET /api/stops?page=3 200 1.302 ms 103.8 KB\n2024-05-01 10:22:04 WARN retry 2 of 5 after 1.35 s, 103 bytes\npid=28983 mem=33554.43 cpu=1.3\n'],
      ['code', "const layer = { type: 'Point', coordinates: [103.82, 1.35] };\nL.marker([1.35, 103.82]).addTo(map); // Leaflet is latitude first\nconst ratio = [1.35, 103.82];\nfunction f(a = 1.3, b = 103.8) { return [a * 28983.75, b + 33554.43]; }\nconst xs = { x: 12, y: 40000 };\n"],
      ['csv', 'item,price,qty,weight\napple,1.30,103,0.2\npear,1.45,104,0.25\nmelon,12.00,28983,1.5\nbox,33554.43,1,20000\n'],
      ['json', '{"prices": [1.3, 103.8, 1.4, 104.2], "version": "1.3.103", "counts": {"a": 28983, "b": 33554}}'],
    ];
    for (const [language, text] of texts) assert.deepEqual(findProblems(text, language === 'code' ? 'javascript' : language), [], language);
  });
});

describe('seeded mistakes', () => {
  it('finds every seeded mistake and nothing else', () => {
    let seeded = 0;
    let found = 0;
    let extra = 0;
    const lines: string[] = [];
    for (const s of seededFiles()) {
      const problems = findProblems(s.text, s.languageId);
      const matched = new Set<Problem>();
      for (const mistake of s.mistakes) {
        seeded++;
        const hit = problems.find((p) => p.code === mistake.code && p.start <= mistake.at && mistake.at <= p.end);
        if (hit) {
          found++;
          matched.add(hit);
        } else {
          lines.push(`  missed in ${s.name}: ${mistake.code} at ${mistake.at}`);
        }
      }
      for (const p of problems) {
        if (matched.has(p)) continue;
        // check-geojson may report one fault more than once (the ring's length and its closing).
        if (p.code === 'geojson-structure' && s.mistakes.some((m) => m.code === 'geojson-structure')) continue;
        extra++;
        lines.push(`  extra in ${s.name}: ${show(s.text, p)}`);
      }
    }
    console.log(`seeded mistakes: ${seeded} seeded, ${found} found, ${extra} extra`);
    assert.deepEqual(lines, []);
    assert.equal(found, seeded);
  });
});
