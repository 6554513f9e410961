// What a table job says after it wrote, and before it runs again: the first sentence, which a toast always shows,
// stands alone and says what to do; every row left out is named; nothing left out, the words users know.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { finishQuestion, labelList, leftCount, nothingLeftText, summaryText, type LeftOut } from '../../../src/batch/jobSummary';
import { ColumnsThereError } from '../../../src/planningArea/columnNames';
import { GeocodedBeforeError } from '../../../src/geocode/outputColumns';
import { HeaderEditedError } from '../../../src/batch/rowWrite';
import { NOTIFICATION_LIMIT, notificationText } from '../../../src/ui/notificationText';

const none: LeftOut = { notAsked: [], edited: [], failed: 0, longer: [] };
const firstSentence = (message: string): string => /^.*?\.(\s|$)/.exec(message)![0].trim();

describe('a table job\'s summary', () => {
  it('nothing left out: the words as they always were', () => {
    assert.equal(summaryText('Geocode Addresses', 'Geocoded', 10, 'Geocoded: 10 exact, 0 ambiguous, 0 not found.', '10 exact', none), 'Geocoded: 10 exact, 0 ambiguous, 0 not found.');
  });

  it('rows edited during the job and not asked: counted as left, named, and the first sentence says to run the command again', () => {
    const left: LeftOut = { notAsked: ['line 7', 'line 8'], edited: ['line 12', 'line 40'], failed: 1, longer: [] };
    const text = summaryText('Geocode Addresses', 'Geocoded', 146, '', '140 exact, 3 ambiguous, 2 not found, 1 failed', left);
    assert.equal(leftCount(left), 5);
    assert.equal(firstSentence(text), 'Geocoded 146 rows; 5 left: run Geocode Addresses again to finish them.');
    assert.match(text, / Not asked: line 7, line 8\. Edited during the job: line 12, line 40\.$/);
    assert.ok(notificationText(text).shown.startsWith(firstSentence(text)), 'the toast shows the whole first sentence');
  });

  it('a row with more cells than its header: named, with what to do, whole in the first sentence of the toast', () => {
    const text = summaryText('Travel Times', 'Routed', 1, '', '1 trip got a travel time', { ...none, longer: ['line 5'] });
    assert.equal(firstSentence(text), 'Routed 1 row; 1 row with more cells than the header was left as it is: remove the extra cells, then run it again.');
    assert.ok(firstSentence(text).length <= NOTIFICATION_LIMIT);
    assert.match(text, /More cells than the header: line 5\.$/);
  });

  it('both, at their longest: the first sentence still fits a toast', () => {
    const labels = Array.from({ length: 12_345 }, (_, i) => `line ${i + 2}`);
    const text = summaryText('Reverse Geocode', 'Reverse geocoded', 99_999, '', '', { notAsked: labels, edited: labels, failed: 12_345, longer: labels });
    assert.ok(firstSentence(text).length <= NOTIFICATION_LIMIT, firstSentence(text));
    assert.match(firstSentence(text), /run Reverse Geocode again/);
    assert.match(text, /Not asked: line 2, line 3, line 4, line 5, line 6, line 7, line 8, line 9 and 12 337 more\./);
  });

  it('eight labels are listed whole, the ninth is counted', () => {
    const labels = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`);
    assert.equal(labelList(labels(8)), 'line 1, line 2, line 3, line 4, line 5, line 6, line 7, line 8');
    assert.equal(labelList(labels(9)), 'line 1, line 2, line 3, line 4, line 5, line 6, line 7, line 8 and 1 more');
  });

  it('before any picker: what running again will do, and when there is nothing to do, what to do instead', () => {
    assert.equal(finishQuestion(199, 400, []), '199 rows left of 400: finish them, writing into the columns the file has?');
    assert.equal(finishQuestion(1, 400, ['line 7']), '1 row left of 400: finish it, writing into the columns the file has (1 row with more cells than the header stay as they are: line 7)?');
    const done = nothingLeftText('Reverse Geocode', 'its nearest building, address and postal code');
    assert.match(firstSentence(done), /^Every row already has its nearest building, address and postal code: Reverse Geocode has nothing left to do\.$/);
  });
});

describe('refusals carry their remedy in the first sentence', () => {
  for (const error of [new ColumnsThereError('nearest_building', 'Reverse Geocode'), new GeocodedBeforeError('onemap_latitude'), new HeaderEditedError('Geocoding addresses')]) {
    it(error.name, () => {
      const first = firstSentence(error.message);
      assert.ok(first.length <= NOTIFICATION_LIMIT, first);
      assert.match(first, /run (Reverse Geocode|Geocode Addresses|the command) again/);
      assert.ok(notificationText(error.message).shown.startsWith(first));
    });
  }
});
