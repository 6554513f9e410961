// A geocoding job through the real runner, client, pacer and disk cache against the simulator over HTTP, the
// simulator enforcing the pacer's rate: run it, stop it part way (Cancel, a reload: the job's cache is
// flushed as runJob does when a job ends; or a crash: it is not), then run the same job again from a cache
// opened afresh from disk, and count in the simulator's own log the questions asked twice. What the resume
// test asserts and `npm run bench` prints.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAnswerCache } from '../../../src/batch/answerCache';
import { executeJob } from '../../../src/batch/jobRunner';
import { normaliseQuery, type JobSpec } from '../../../src/batch/jobTypes';
import { OneMapClient, Pacer, type Grant, type SearchPage } from '../../../src/onemap';
import { DEMO_USER, SEARCH_PATH, type Simulator } from '../../simulator';

export interface ResumeOptions {
  rows: number;
  /** Distinct addresses among the rows (the rest repeat them, as a table of transactions does). */
  distinct: number;
  /** A multiple of 60 (the simulator counts in one-second windows). */
  requestsPerMinute: number;
  /** The first run stops once this many rows are done. */
  stopAfter: number;
  /** 'cancel': the runner is cancelled and the cache flushed; 'crash': the cache object is dropped unflushed. */
  stop: 'cancel' | 'crash';
  concurrency?: number;
}

export interface ResumeResult {
  firstRun: { asked: number; seconds: number; rateReached: number };
  secondRun: { asked: number; fromCache: number; seconds: number; completed: boolean };
  /** Search requests the simulator got for a question it had already answered. */
  repeated: number;
  /**
   * Questions the second run sent again although the first run had their answer: the figure that must be 0. (A
   * call in flight when the first run was cancelled is stopped, its answer never read: the rerun asks it again.)
   */
  repeatedAnswered: number;
  /** Search requests the simulator got in all, and distinct questions among them. */
  searches: number;
  distinctSearched: number;
  rateLimited: number;
  intervalMs: number;
}

/** "1 ANSON ROAD", "2 ANSON ROAD"…, each written in several ways: the runner must take them as one. */
export function addressRows(rows: number, distinct: number): string[] {
  const spellings = (n: number) => [`${n} Anson Road`, `${n}  ANSON road`, ` ${n} anson ROAD `];
  return Array.from({ length: rows }, (_, i) => spellings(i % distinct)[Math.floor(i / distinct) % 3]!);
}

export async function runResumedJob(sim: Simulator, options: ResumeOptions): Promise<ResumeResult> {
  sim.reset();
  sim.setRateLimit({ max: options.requestsPerMinute / 60, windowMs: 1000 });
  const grants: Grant[] = [];
  const pacer = new Pacer({ requestsPerMinute: options.requestsPerMinute, windowMs: 1000, onGrant: (grant) => grants.push(grant) });
  const client = new OneMapClient({ baseUrl: sim.url, credentials: async () => ({ email: DEMO_USER.email, password: DEMO_USER.password }), pacer });
  const directory = mkdtempSync(join(tmpdir(), 'onemap-resume-'));
  const texts = addressRows(options.rows, options.distinct);
  const spec: JobSpec<string, SearchPage> = {
    kind: 'search',
    title: 'Geocoding addresses',
    items: texts.map((text) => ({ key: normaliseQuery(text), query: text })),
    ask: (text, signal) => client.search(text, { signal, priority: 'batch' }),
  };
  const open = () => openAnswerCache({ directory, baseUrl: sim.url, maxAgeDays: 30 });
  try {
    const firstCache = await open();
    const stopper = new AbortController();
    let started = performance.now();
    const first = await executeJob(spec, {
      cache: firstCache,
      signal: stopper.signal,
      concurrency: options.concurrency,
      onProgress: (progress) => {
        if (progress.done >= options.stopAfter) stopper.abort();
      },
    });
    const firstSeconds = (performance.now() - started) / 1000;
    const firstGrants = grants.filter((grant) => grant.priority === 'batch');
    if (options.stop === 'cancel') await firstCache.flush();
    const firstRequests = sim.stats.requests.length;
    // A crash: whatever the timer wrote is all there is; the object and its memory are gone.
    started = performance.now();
    const second = await executeJob(spec, { cache: await open(), concurrency: options.concurrency });
    const secondSeconds = (performance.now() - started) / 1000;

    const searchedIn = (requests: typeof sim.stats.requests) => requests
      .filter((request) => request.path === SEARCH_PATH && request.status === 200)
      .map((request) => normaliseQuery(new URLSearchParams(request.query).get('searchVal') ?? ''));
    const searched = searchedIn(sim.stats.requests);
    const askedAgain = searchedIn(sim.stats.requests.slice(firstRequests)).filter((key) => first.answers.has(key));
    const from = firstGrants[Math.min(99, firstGrants.length - 1)]!;
    const to = firstGrants[firstGrants.length - 1]!;
    const underWay = firstGrants.filter((grant) => grant.startedAt > from.startedAt && grant.startedAt <= to.startedAt).length;
    return {
      firstRun: { asked: first.asked, seconds: firstSeconds, rateReached: to.startedAt > from.startedAt ? (underWay / (to.startedAt - from.startedAt)) * 60_000 : 0 },
      secondRun: { asked: second.asked, fromCache: second.fromCache, seconds: secondSeconds, completed: !second.cancelled && second.answers.size === options.distinct },
      repeated: searched.length - new Set(searched).size,
      repeatedAnswered: askedAgain.length,
      searches: searched.length,
      distinctSearched: new Set(searched).size,
      rateLimited: sim.stats.requests.filter((request) => request.status === 429).length,
      intervalMs: pacer.intervalMs,
    };
  } finally {
    pacer.dispose();
    await client.close();
    sim.setRateLimit(undefined);
  }
}
