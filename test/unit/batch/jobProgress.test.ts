// The words a long job shows: done/total with the digit groups, the rate and the time left rounded
// up (never promising too early), what it waits for, and a rate that follows the recent pace.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, progressText, RateMeter, statusText, timeLeftText, type JobProgress } from '../../../src/batch/jobProgress';

const base: JobProgress = { done: 120, total: 2000, asked: 120, remainingCalls: 1880, fromCache: 0, distinct: 2000, state: 'running', ratePerMinute: 198 };

describe('job progress text', () => {
  it('counts group thousands with a space', () => {
    assert.deepEqual([0, 999, 1000, 2000, 10_000, 1_234_567].map(count), ['0', '999', '1 000', '2 000', '10 000', '1 234 567']);
  });

  it('done/total · N a minute · about M min left, the minutes rounded up', () => {
    // 1 880 calls at 198 a minute: 9.49 minutes → "about 10 min".
    assert.equal(progressText(base), '120/2 000 · 198 a minute · about 10 min left');
    assert.equal(progressText({ ...base, ratePerMinute: 188 }), '120/2 000 · 188 a minute · about 10 min left');
    assert.equal(progressText({ ...base, ratePerMinute: 187.9 }), '120/2 000 · 188 a minute · about 11 min left');
  });

  it('time left in hours past an hour, and under a minute said so', () => {
    assert.equal(timeLeftText(59_999), 'less than a minute left');
    assert.equal(timeLeftText(60_000), 'about 1 min left');
    assert.equal(timeLeftText(60_001), 'about 2 min left');
    assert.equal(timeLeftText(40 * 60_000), 'about 40 min left');
    assert.equal(timeLeftText(60 * 60_000), 'about 1 h left');
    assert.equal(timeLeftText(125 * 60_000 - 1), 'about 2 h 5 min left');
  });

  it('says "starting" before there is a rate, "finishing" when nothing is left to ask, and what it waits for', () => {
    assert.equal(progressText({ ...base, ratePerMinute: undefined }), '120/2 000 · starting');
    assert.equal(progressText({ ...base, done: 2000, remainingCalls: 0 }), '2 000/2 000 · finishing');
    assert.equal(progressText({ ...base, state: 'waiting-network' }), '120/2 000 · Waiting for the network…');
    assert.equal(progressText({ ...base, state: 'waiting-sign-in' }), '120/2 000 · Waiting for you to sign in…');
  });

  it('the status bar: a spinning icon while it runs, the title and done/total; what it waits for', () => {
    assert.equal(statusText('Geocoding', base), '$(sync~spin) Geocoding 120/2 000');
    assert.equal(statusText('Geocoding', { ...base, state: 'waiting-network' }), '$(debug-pause) Geocoding 120/2 000 · Waiting for the network…');
    assert.equal(statusText('Geocoding', { ...base, state: 'waiting-sign-in' }), '$(account) Geocoding 120/2 000 · Waiting for you to sign in…');
  });

  it('a long Retry-After is said with its length, in the notification and the status bar', () => {
    const waiting = { ...base, state: 'waiting-rate' as const, waitMs: 10 * 60_000 };
    assert.equal(progressText(waiting), '120/2 000 · OneMap asked to wait 10 min: waiting…');
    assert.equal(statusText('Geocoding', waiting), '$(debug-pause) Geocoding 120/2 000 · OneMap asked to wait 10 min: waiting…');
    assert.equal(progressText({ ...waiting, waitMs: undefined }), '120/2 000 · OneMap asked to slow down: waiting…');
  });

  it('the rate follows the last minute: a job slowed after a 429 shows the slower pace', () => {
    const meter = new RateMeter(60_000);
    assert.equal(meter.perMinute(), undefined);
    let t = 0;
    for (let i = 0; i < 200; i++) meter.record((t += 300)); // 200 a minute
    assert.equal(Math.round(meter.perMinute()!), 200);
    for (let i = 0; i < 200; i++) meter.record((t += 600)); // then 100 a minute
    assert.equal(Math.round(meter.perMinute()!), 100);
    meter.restart();
    assert.equal(meter.perMinute(), undefined);
  });
});
