// JsonNodes parses one value where it stands into the nodes jsonc-parser's parseTree builds: checked against
// parseTree itself on objects a user's file holds (every kind of value, nesting, spaces and line breaks,
// trailing commas), with offsets moved when the value stands inside a longer text; and anything that is not
// plain JSON (a comment, a bad token, a missing colon or comma, a key that is no string) answers undefined.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Node, parseTree } from 'jsonc-parser';
import { JsonNodes } from '../../../src/planningArea/jsonNodes';

type Plain = { type: string; offset: number; length: number; value?: unknown; colonOffset?: number; children?: Plain[] };

/** A node without its parent links, offsets moved by `shift`, each child's parent checked on the way. */
function plain(node: Node, shift = 0): Plain {
  const out: Plain = { type: node.type, offset: node.offset + shift, length: node.length };
  if ('value' in node && node.value !== undefined) out.value = node.value;
  if (node.colonOffset !== undefined) out.colonOffset = node.colonOffset;
  if (node.children) {
    for (const child of node.children) assert.equal(child.parent, node, `parent of the child at ${child.offset}`);
    out.children = node.children.map((c) => plain(c, shift));
  }
  return out;
}

const ROOT = { type: 'array', offset: 0, length: 0 } as Node;

const VALUES = [
  '{"id": 7, "name": "BLK 1", "lat": 1.301, "lng": -103.8e0, "open": true, "closed": false, "note": null}',
  '{"a": {"b": [1, 2, {"c": "d"}]}, "e": [], "f": {}}',
  '{\n  "name": "A \\"quoted\\" \\u00e9",\n  "lat": 1.3,\n  "tags": ["x", "y"]\n}',
  '{"a": 1,}',
  '[1, "two", null, [true, false], {"k": 0.5},]',
  '{ }',
  '"text"',
  '12.5',
];

test('every value as parseTree builds it: types, offsets, lengths, values, colons, parents', () => {
  for (const json of VALUES) {
    const node = new JsonNodes(json, 0).valueAt(0, ROOT);
    assert.ok(node, json);
    assert.equal(node.parent, ROOT);
    assert.deepEqual(plain(node), plain(parseTree(json)!), json);
  }
});

test('a value inside a longer text: offsets in that text, colons counted from the base given', () => {
  const json = '{"lat": 1.3, "list": [{"x": 1}]}';
  const text = `[  ${json}  ]`;
  const node = new JsonNodes(text, 3).valueAt(3, ROOT)!;
  assert.deepEqual(plain(node), plain(parseTree(json)!, 3));
  const spaced = new JsonNodes(`[\n\t\r\n ${json}]`, 0).valueAt(1, ROOT)!;
  assert.equal(spaced.offset, 6);
  assert.equal(spaced.length, json.length);
});

test('what is not plain JSON answers undefined', () => {
  for (const json of ['{"a": 1 // c\n}', '{"a": /* c */ 1}', '{"a" 1}', '{"a": 1 "b": 2}', '{a: 1}', "{'a': 1}", '{"a": 01x}', '{"a": tru}', '{"a": "x', '[1 2]', '}', '{"a": 1', '{"a": -}', '{"a": "\\uZZZZ"}', '{"a": "x\\q"}', '{"a": "tab\there"}']) {
    assert.equal(new JsonNodes(json, 0).valueAt(0, ROOT), undefined, json);
  }
});
