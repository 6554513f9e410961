// Each refusal's first sentence says what is wrong by itself and fits in a toast, with where it is; the rest
// (the way on, the figures) follows and is offered whole when the toast cuts it.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { NOTIFICATION_LIMIT, notificationText, withPlace } from '../../../src/ui/notificationText';
import { partialRowsMessage } from '../../../src/ui/refusals';
import { planConversion } from '../../../src/shared/coords';

/** The engine's refusal of `text`, as the command words it with the line and column. */
function refusal(text: string, from?: 'EPSG:4326' | 'EPSG:3414'): string {
  try {
    planConversion([text], { from, to: from === 'EPSG:3414' ? 'EPSG:4326' : 'EPSG:3414' });
  } catch (error) {
    return withPlace((error as Error).message, 'line 2, column 11');
  }
  throw new Error(`${text} was not refused`);
}

const firstSentence = (message: string) => /^("[^"]*")?[^"]*?\.(\s|$)/.exec(message)![0].trim();

test('the place goes at the end of the first sentence, not after the figures', () => {
  assert.equal(withPlace('"1.5, 2.5" is far. Singapore spans 1.1–1.5.', 'line 2, column 11'), '"1.5, 2.5" is far (line 2, column 11). Singapore spans 1.1–1.5.');
  assert.equal(withPlace('No full stop', 'line 1, column 1'), 'No full stop (line 1, column 1)');
});

test("outside Singapore: the toast shows the whole first sentence with its place (it was cut after \"Singapore's extent\")", () => {
  for (const [text, from] of [['far away: 51.5072, -0.1276', undefined], ['1.3039454, 103.8408471', 'EPSG:3414'], ['28833.06, 5.0', 'EPSG:3414']] as const) {
    const message = refusal(text, from);
    const { shown } = notificationText(message);
    const first = firstSentence(message);
    assert.ok(first.length <= NOTIFICATION_LIMIT, first);
    assert.match(first, /^".*" is outside Singapore in .* \(line 2, column 11\)\.$/);
    assert.ok(shown.startsWith(first), `the toast "${shown}" shows "${first}"`);
  }
});

test('some rows only: one sentence and a way on, whole in a toast', () => {
  const message = partialRowsMessage(['latitude', 'longitude']);
  assert.deepEqual(notificationText(message), { shown: message, cut: false });
  assert.equal(message.split(/\.(?:\s|$)/).filter(Boolean).length, 2, message);
  assert.match(message, /Select every row, or none to convert the whole file\.$/);
});
