// Typing in a FeatureCollection: the file is split into its features (strings with brackets, escaped quotes
// and a `features` key elsewhere do not mislead the split), and after an edit only the edited feature is read
// again while every other feature's problems still underline exactly their own text.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findProblems, ProblemChecker, type Problem } from '../../../src/diagnostics';
import { featureSpans } from '../../../src/diagnostics/featureSpans';

/** Each feature's text, and the array's own text, as featureSpans splits `text`. */
function split(text: string): { features: string[]; array: string } | undefined {
  const found = featureSpans(text);
  if (!found) return undefined;
  const features: string[] = [];
  for (let k = 0; k < found.spans.length; k += 2) features.push(text.slice(found.spans[k], found.spans[k + 1]));
  return { features, array: text.slice(found.open, found.close) };
}

describe('a FeatureCollection split into its features', () => {
  it('brackets and braces inside strings, and escaped quotes, are text, not structure', () => {
    const text = '{"name":"features [x]","type":"FeatureCollection","features":[ {"a":"q\\"]}"} , {"b":[1,{"c":2}]} ]}';
    assert.deepEqual(split(text), { features: ['{"a":"q\\"]}"}', '{"b":[1,{"c":2}]}'], array: '[ {"a":"q\\"]}"} , {"b":[1,{"c":2}]} ]' });
  });

  it('only the top level\'s "features" array counts, not one inside a member', () => {
    const text = '{"properties":{"features":[{"z":0}]},"features":[{"a":1},{"b":2}]}';
    assert.deepEqual(split(text), { features: ['{"a":1}', '{"b":2}'], array: '[{"a":1},{"b":2}]' });
  });

  it('an empty collection has no features; a string among them is not one', () => {
    assert.deepEqual(split('{"features":[]}'), { features: [], array: '[]' });
    assert.deepEqual(split('{"features":["s",{"a":1}]}'), { features: ['{"a":1}'], array: '["s",{"a":1}]' });
  });

  it('not a collection, or one that does not balance: no split, the file is read whole', () => {
    for (const text of [
      '{"features":[{"a":1}', // the array never closes
      '{"features":[{"a":"unterminated', // a string never ends
      '[{"features":[{"a":1}]}]', // not an object at the top
      '{"features":{"x":[1]}}', // features is no array
      '{"features":{"a":[1]},"b":[2]}', // an array after an object named features
      '{"features":{"x":[{"a":1}]},"y":[]}', // an array inside it
      '{"type":"Feature","geometry":null}',
      '}{"features":[{"a":1}]}', // closes before it opens
      '}{{"features":[{"a":1}]}',
      '',
    ]) assert.equal(featureSpans(text), undefined, text);
  });
});

const point = (xy: string, i: number) => `{"type":"Feature","properties":{"id":${i}},"geometry":{"type":"Point","coordinates":[${xy}]}}`;
const record = (lat: string, lng: string) => `{"type":"Feature","properties":{"lat":${lat},"lng":${lng}},"geometry":null}`;
const shown = (text: string, problems: Problem[]) => problems.map((p) => [p.code, text.slice(p.start, p.end)]);

describe('checking again after typing in one feature', () => {
  it('a position in a later feature keeps its underline when an earlier one grows, and one feature is read again', () => {
    const checker = new ProblemChecker();
    let text = `{"type":"FeatureCollection","features":[${point('103.8198, 1.3521', 0)},${point('103.8515, 1.2839', 1)},${point('1.3545, 103.9429', 2)}]}`;
    assert.deepEqual(shown(text, checker.check(text, 'geojson')), [['latitude-first', '1.3545, 103.9429']]);
    assert.equal(checker.lastRead, 3);
    text = text.replace('103.8198, 1.3521', '103.81980, 1.3521');
    const again = checker.check(text, 'geojson');
    assert.deepEqual(shown(text, again), [['latitude-first', '1.3545, 103.9429']]);
    assert.deepEqual(again[0]!.fix!.edits.map((e) => text.slice(e.start, e.end)), ['1.3545', '103.9429']);
    assert.equal(checker.lastRead, 1);
    // Shortened again: the same feature moves back.
    text = text.replace('103.81980, 1.3521', '103.8198, 1.3521');
    assert.deepEqual(shown(text, checker.check(text, 'geojson')), [['latitude-first', '1.3545, 103.9429']]);
    assert.equal(checker.lastRead, 1);
  });

  it('the names of swapped properties keep their underline when an earlier feature grows', () => {
    const checker = new ProblemChecker();
    let text = `{"type":"FeatureCollection","features":[${record('1.3521', '103.8198')},${record('103.8515', '1.2839')},${record('103.9429', '1.3545')}]}`;
    const before = checker.check(text, 'geojson');
    assert.deepEqual(shown(text, before), [['names-swapped', 'lng'], ['names-swapped', 'lng']]);
    text = text.replace('1.3521', '1.35210');
    const after = checker.check(text, 'geojson');
    assert.equal(checker.lastRead, 1);
    assert.deepEqual(shown(text, after), [['names-swapped', 'lng'], ['names-swapped', 'lng']]);
    assert.deepEqual(after.map((p) => p.start), before.map((p) => p.start + 1));
    // Its fix renames that feature's two names, nothing else.
    const fix = after[1]!.fix!.edits.map((e) => [text.slice(e.start, e.end), e.newText]);
    assert.deepEqual(fix, [['lng', 'lat'], ['lat', 'lng']]);
  });

  it('a fault in a later feature keeps its underline; the same collection checked afresh agrees', () => {
    const checker = new ProblemChecker();
    const line = '{"type":"Feature","properties":{},"geometry":{"type":"LineString","coordinates":[[103.8,1.3]]}}';
    let text = `{"type":"FeatureCollection","features":[${point('103.8198, 1.3521', 0)},${line}]}`;
    assert.deepEqual(shown(text, checker.check(text, 'geojson')), [['geojson-structure', '[[103.8,1.3]]']]);
    text = text.replace('103.8198', '103.81980');
    const again = checker.check(text, 'geojson');
    assert.deepEqual(shown(text, again), [['geojson-structure', '[[103.8,1.3]]']]);
    assert.deepEqual(again, findProblems(text, 'geojson'));
    assert.equal(again[0]!.message, 'GeoJSON: Expected to find two or more positions here.');
  });

  it('a fault of the collection itself, after its features, underlines the member at fault', () => {
    const text = `{"type":"FeatureCollection","features":[${point('103.8198, 1.3521', 0)},${point('1.2839, 103.8515', 1)}],"coordinates":[1,2]}`;
    const problems = findProblems(text, 'geojson');
    assert.deepEqual(shown(text, problems), [['latitude-first', '1.2839, 103.8515'], ['geojson-structure', '"coordinates"']]);
    assert.equal(problems[1]!.message, 'GeoJSON: FeatureCollection objects cannot contain a member named coordinates');
    assert.equal(problems[1]!.severity, 'error');
  });

  it('a fault of the collection before its features underlines that member, not a place shifted past them', () => {
    const text = `{"type":"FeatureCollection","coordinates":[1,2],"features":[${point('103.8198, 1.3521', 0)}]}`;
    assert.deepEqual(shown(text, findProblems(text, 'geojson')), [['geojson-structure', '"coordinates"']]);
  });

  it('a feature copied beside itself: each copy is underlined where it lies', () => {
    const checker = new ProblemChecker();
    const odd = point('1.3545, 103.9429', 2);
    const text = `{"type":"FeatureCollection","features":[${point('103.8198, 1.3521', 0)},${point('103.8515, 1.2839', 1)},${point('103.7423, 1.3332', 3)},${odd},${odd}]}`;
    const problems = checker.check(text, 'geojson');
    assert.deepEqual(shown(text, problems), [['latitude-first', '1.3545, 103.9429'], ['latitude-first', '1.3545, 103.9429']]);
    assert.equal(problems[1]!.start - problems[0]!.start, odd.length + 1);
  });
});
