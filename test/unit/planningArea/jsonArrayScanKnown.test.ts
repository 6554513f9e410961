// Where a JSON file's array of rows and its objects begin and end, read a character at a time: strings with
// escapes and brackets inside, nested containers, an API's results after other members, a FeatureCollection,
// trailing commas; and anything it does not follow (a comment, a single quote, a line break in a string) is
// left to the one pass (-1 or undefined).
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { containerEnd, nextElement, rowsArray, skipSpace } from '../../../src/planningArea/jsonArrayScan';

test('spaces, tabs and line breaks are skipped, up to the text\'s end', () => {
  assert.equal(skipSpace(' \t\r\n x', 0), 5);
  assert.equal(skipSpace('x  ', 1), 3);
  assert.equal(skipSpace('ab', 0), 0);
  assert.equal(skipSpace('', 0), 0);
});

test('an object ends after its own closing brace, whatever brackets its strings hold', () => {
  const end = (text: string, at = 0) => containerEnd(text, at);
  assert.equal(end('{"a": 1}, {"b": 2}'), 8);
  assert.equal(end('{"a": "}"}x'), 10);
  assert.equal(end('{"a": "\\"}"}x'), 12);
  assert.equal(end('{"a": [1, {"b": [2]}]}x'), 22);
  assert.equal(end('[{}, []]x'), 8);
  assert.equal(end('x{"a": 1}', 1), 9);
  assert.equal(end('{"a": 1'), -1);
  assert.equal(end('{"a": "1}'), -1);
  assert.equal(end('{"a": "x\ny"}'), -1);
  assert.equal(end('{"a": "x\ry"}'), -1);
  assert.equal(end('{"a": 1 /* c */}'), -1);
  assert.equal(end("{'a': 1}"), -1);
  assert.equal(end('{"a\\\\": 1}x'), 10);
});

test('the array of rows: the file\'s own array, or the first member holding an array of objects', () => {
  assert.equal(rowsArray('[{"a": 1}]', 0), 0);
  const api = '{"found": 2, "totalNumPages": 1, "name": "x,}]", "pageNum": null, "results": [{"LATITUDE": "1.3"}]}';
  assert.equal(rowsArray(api, 0), api.indexOf('[{'));
  const spaced = '{ "meta" : { "a" : [1, 2] } ,\n  "rows" : [ {"lat": 1.3} ] }';
  assert.equal(rowsArray(spaced, 0), spaced.indexOf('[ {'));
  const fc = '{"type": "FeatureCollection", "bbox": [103.6, 1.2, 104, 1.5], "features": [{"type": "Feature"}]}';
  assert.equal(rowsArray(fc, 0), fc.indexOf('[{'));
  assert.equal(rowsArray('  {"rows": [{"a": 1}]}', 2), 11);
  const literals = '{"a": true, "b": false, "rows": [{}]}';
  assert.equal(rowsArray(literals, 0), literals.indexOf('['));
});

test('no array of rows: an empty object, a member without colon or comma, a bad key, arrays of numbers only', () => {
  for (const text of ['{}', '{"a" 1}', '{"a": 1 "b": [{}]}', '{a: [{}]}', '{"a: [{}]}', '{"a": [1, 2]}', '{"a": "x\ny", "b": [{}]}', "{'a': [{}]}", '{"a": /* c */ [{}]}', '{"a": , "b": [{}]}', '{"a": {"b": 1}']) {
    assert.equal(rowsArray(text, 0), -1, text);
  }
});

test('the next element: an object, the array\'s close, a trailing comma, or nothing it follows', () => {
  const text = '[ {"a": 1} , {"b": 2} ]';
  assert.deepEqual(nextElement(text, 1, true), { start: 2 });
  assert.deepEqual(nextElement(text, 10, false), { start: 13 });
  assert.deepEqual(nextElement(text, 21, false), { close: 22 });
  assert.deepEqual(nextElement('[ ]', 1, true), { close: 2 });
  assert.deepEqual(nextElement('[{}, ]', 3, false), { close: 5 });
  assert.equal(nextElement('[{} {}]', 3, false), undefined);
  assert.equal(nextElement('[{}, 1]', 3, false), undefined);
  assert.equal(nextElement('[1]', 1, true), undefined);
});
