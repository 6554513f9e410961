// The planner's wait after OneMap's limit, as the host words it and the page counts it: the message the host
// really sends (rateLimitMessage, for every wait describeWait can say) loses its wait sentence and nothing else,
// and the countdown reads the seconds left to its deadline, whenever the timer happens to fire.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { rateLimitMessage } from '../../../src/onemap/responseError';
import { secondsLeft, withoutWait } from '../../../webview/route/waitWords';

test('the host\'s rate-limit message keeps OneMap\'s words and drops only its wait sentence', () => {
  assert.equal(withoutWait(rateLimitMessage('API limit(s) exceeded', 53_000)), "OneMap's API limit was exceeded (API limit(s) exceeded).");
  assert.equal(withoutWait(rateLimitMessage(undefined, 42_000)), "OneMap's API limit was exceeded.");
  assert.equal(withoutWait(rateLimitMessage(undefined, undefined)), "OneMap's API limit was exceeded.");
  assert.equal(withoutWait(rateLimitMessage('Try again in 5 s. Really', 240_000)), "OneMap's API limit was exceeded (Try again in 5 s. Really).", 'OneMap\'s own words inside the brackets stay');
  assert.equal(withoutWait('OneMap could not answer (HTTP 502). Try again later.'), 'OneMap could not answer (HTTP 502). Try again later.', 'no wait: nothing taken');
});

test('property: for any wait and any server words, no "Try again in" is left outside OneMap\'s own words', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 24 * 3_600_000 }), fc.option(fc.stringMatching(/^[A-Za-z ()]{1,30}$/), { nil: undefined }), (ms, words) => {
      const shown = withoutWait(rateLimitMessage(words, ms));
      assert.equal(shown, `OneMap's API limit was exceeded${words ? ` (${words})` : ''}.`);
    }),
  );
});

test('seconds left: rounded up to the deadline, 0 at it and after, whatever the tick\'s lateness', () => {
  const deadline = 1_000_000 + 53_000;
  assert.equal(secondsLeft(deadline, 1_000_000), 53);
  assert.equal(secondsLeft(deadline, 1_000_001), 53);
  assert.equal(secondsLeft(deadline, 1_000_000 + 45_000), 8, 'a tick 45 s late says 8 s, not 52');
  assert.equal(secondsLeft(deadline, deadline - 1), 1);
  assert.equal(secondsLeft(deadline, deadline), 0);
  assert.equal(secondsLeft(deadline, deadline + 5_000), 0);
});
