// Long messages are cut for the toast at a sentence end, never mid-word, and flagged so the whole text is offered.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { NOTIFICATION_LIMIT, notificationText } from '../../../src/ui/notificationText';

const REFUSED =
  'Sign in again: OneMap refused the email and password (Authentication failed, please contact admin at support@onemap.gov.sg). Check both, or register at https://www.onemap.gov.sg.';
const CONTRADICTION =
  'The column "lat" holds 30000.5 (line 12, column 7), which is metres, not degrees: rename the column or fix the value, and convert again. Nothing was changed in the file.';

test('a message that fits is shown whole', () => {
  assert.deepEqual(notificationText('No coordinate pairs found in the file.'), { shown: 'No coordinate pairs found in the file.', cut: false });
});

test('a long message is cut after a whole sentence and marked as cut', () => {
  const { shown, cut } = notificationText(CONTRADICTION);
  assert.equal(cut, true);
  assert.ok(shown.length <= NOTIFICATION_LIMIT + 2, shown);
  assert.ok(CONTRADICTION.startsWith(shown.slice(0, -2)), shown);
  assert.match(shown, /[.:] …$/);
});

test('without a sentence end in reach, the cut falls between words', () => {
  const words = 'word '.repeat(60).trim();
  const { shown, cut } = notificationText(words);
  assert.equal(cut, true);
  assert.match(shown, /word…$/);
});

test("OneMap's refusal, with its advice, is longer than a toast: it is cut and offered whole", () => {
  const { shown, cut } = notificationText(REFUSED);
  assert.equal(cut, true);
  assert.ok(REFUSED.startsWith(shown.replace(/ ?…$/, '')), shown);
});
