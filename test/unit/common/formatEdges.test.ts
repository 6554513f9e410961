// Times and distances at the edges where their wording changes: the half second that rounds a time up to a
// minute, the half minute that rounds it up to an hour, and a negative distance (a fault upstream) showing as
// nothing rather than as "-1 m".
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDistance, formatDuration } from '../../../src/shared/format/quantities';

test('59.4 s is still seconds; 59.5 s rounds to a minute, never to "60 s"', () => {
  assert.equal(formatDuration(59.4), '59 s');
  assert.equal(formatDuration(59.5), '1 min');
  assert.equal(formatDuration(0.4), '0 s');
});

test('59 min 29 s is minutes; 59 min 30 s rounds to an hour, never to "60 min"', () => {
  assert.equal(formatDuration(3569), '59 min');
  assert.equal(formatDuration(3570), '1 h 00 min');
  assert.equal(formatDuration(36_000), '10 h 00 min');
});

test('a negative distance or time shows nothing; a distance just under a metre shows as 0 or 1 m', () => {
  assert.equal(formatDistance(-1), '');
  assert.equal(formatDistance(-0.4), '');
  assert.equal(formatDuration(-0.4), '');
  assert.equal(formatDistance(0.4), '0 m');
  assert.equal(formatDistance(0.5), '1 m');
  assert.equal(formatDistance(1000), '1.0 km');
  assert.equal(formatDistance(1049), '1.0 km');
  assert.equal(formatDistance(1050), '1.1 km');
});
