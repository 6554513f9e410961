// Resolve Ambiguous Rows' candidates on the planner's map: a layer the page accepts (its own check), a point and
// a label per candidate, in OneMap's order, so the quick pick's index names the same point.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { candidatesLayer, CANDIDATES_LAYER_ID } from '../../../src/geocode';
import { packLayer, readPackedLayer } from '../../../src/shared/protocol/layerWire';
import { answerFor } from './support';

test('the candidates for "ADMIRALTY PRIMARY SCHOOL" make a layer the page accepts, one labelled point each, in order', () => {
  const answer = answerFor('ADMIRALTY PRIMARY SCHOOL');
  assert.ok(answer.ok);
  const candidates = answer.value.results;
  assert.equal(candidates.length, 2);
  const layer = readPackedLayer(packLayer(candidatesLayer('ADMIRALTY PRIMARY SCHOOL', candidates)));
  assert.ok(layer, 'the page refuses the layer');
  assert.equal(layer.id, CANDIDATES_LAYER_ID);
  assert.equal(layer.title, 'Candidates for "ADMIRALTY PRIMARY SCHOOL"');
  assert.deepEqual(
    layer.features.map((f) => [f.label, f.shapes]),
    candidates.map((c) => [c.name, [{ kind: 'point', lat: c.lat, lon: c.lon }]]),
  );
  assert.deepEqual(layer.features[0]!.properties, [
    ['address', '11 WOODLANDS CIRCLE ADMIRALTY PRIMARY SCHOOL SINGAPORE 738907'],
    ['postal', '738907'],
  ]);
});
