// The host side of the planning-areas layer's other Master Plans, with a fake account, workspace memory and
// disk cache, and OneMap's recorded getAllPlanningarea answers read by the client's own reader: a year asked
// once, kept on disk and drawn in every view, and after a reload drawn from disk without asking; the collapsed
// 2023 answer refused in OneMap's words with 2019 left drawn; signed out, nothing asked and the pick waiting
// for the sign-in; a year kept on disk drawn signed out too.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import type * as vscode from 'vscode';
import { PlanningAreasLayer } from '../../../src/areas/planningAreasLayer';
import { readAllPlanningAreas } from '../../../src/onemap/planningAreaResponses';
import * as planningArea from '../../../src/planningArea';
import type { AreaCache } from '../../../src/planningArea/yearAreas';
import type { HostToWebview } from '../../../src/shared/protocol/messages';
import type { PlanningAreasState } from '../../../src/shared/protocol/planningAreas';
import { sample } from '../samples';

const CURRENT = 'planningarea_ahzhezhe-onemapsg_getAllPlanningarea-year2020-public-2024-01.json';
const COLLAPSED = 'planningarea_ahzhezhe-onemapsg_getAllPlanningarea-year2020-public-2023-08-degenerate-coords.json';

/** OneMap's answer with Marina East left out: a plan that can be told from 2019 (no older year was recorded). */
function otherPlan(): unknown {
  const body = sample(CURRENT);
  return { SearchResults: body.SearchResults.filter((e: { pln_area_n: string }) => e.pln_area_n !== 'MARINA EAST') };
}

function memory(): vscode.Memento {
  const kept = new Map<string, unknown>();
  return { get: (key: string) => kept.get(key), update: async (key: string, value: unknown) => void kept.set(key, value), keys: () => [...kept.keys()] } as unknown as vscode.Memento;
}

function diskCache(): AreaCache & { kept: Map<string, unknown> } {
  const kept = new Map<string, unknown>();
  return { kept, get: (kind, key) => kept.get(`${kind}|${key}`), set: (kind, key, value) => void kept.set(`${kind}|${key}`, value), flush: async () => undefined };
}

function world(options: { email?: string; answer?: () => unknown; memory?: vscode.Memento; cache?: AreaCache; gate?: Promise<void> } = {}) {
  const asked: number[] = [];
  const sent: PlanningAreasState[] = [];
  const state = { email: options.email };
  const client = {
    getAllPlanningarea: async (year: number) => {
      asked.push(year);
      await options.gate;
      return readAllPlanningAreas((options.answer ?? otherPlan)(), year);
    },
  };
  const account = { status: async () => ({ email: state.email }), use: async (run: (c: typeof client) => unknown) => run(client) };
  const views = { broadcast: (message: HostToWebview) => sent.push(message as PlanningAreasState) };
  const cache = options.cache ?? diskCache();
  const layer = new PlanningAreasLayer(options.memory ?? memory(), views, account as never, async () => cache, () => planningArea);
  return { layer, asked, sent, state, cache };
}

/** Waits for the views to be told a state that `fits` (the host's work runs on promises). */
async function told(sent: PlanningAreasState[], fits: (m: PlanningAreasState) => boolean): Promise<PlanningAreasState> {
  for (let turn = 0; turn < 10_000; turn++) {
    const found = sent.find(fits);
    if (found) return found;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`never told; told ${JSON.stringify(sent.map(({ areas, ...rest }) => ({ ...rest, areas: areas?.length })))}`);
}

const names = (m: PlanningAreasState | undefined) => m?.areas?.map((a) => a.name) ?? [];

test('2014 signed in: asked once, kept on disk, drawn in every view; after a reload drawn from disk, nothing asked', async () => {
  const keep = memory();
  const { layer, asked, sent, cache } = world({ email: 'a@b.sg', memory: keep });
  await layer.setShown(true);
  assert.deepEqual(names(sent[0]).length, 55);
  assert.equal(sent[0]?.year, 2019);
  await layer.setShown(true, 2014);
  assert.deepEqual(asked, [2014]);
  assert.ok(sent.some((m) => m.asking === 2014 && m.areas === undefined), 'the views are told OneMap is asked');
  const drawn = sent.at(-1)!;
  assert.equal(drawn.year, 2014);
  assert.equal(names(drawn).length, 54);
  assert.ok(!names(drawn).includes('MARINA EAST'));
  assert.equal(drawn.areas!.find((a) => a.name === 'BEDOK')?.region, 'East Region', "OneMap sends no region: 2019's by name");
  assert.equal(layer.year, 2014);

  const reloaded = world({ email: 'a@b.sg', memory: keep, cache });
  const [first] = reloaded.layer.forNewPage() as PlanningAreasState[];
  assert.equal(first?.shown, true);
  const again = await told(reloaded.sent, (m) => m.year === 2014 && m.areas !== undefined);
  assert.equal(names(again).length, 54);
  assert.deepEqual(reloaded.asked, [], 'read from disk');
});

test("OneMap's collapsed 2023 answer is refused in its words; 2019 stays drawn and remembered", async () => {
  const { layer, sent } = world({ email: 'a@b.sg', answer: () => sample(COLLAPSED) });
  await layer.setShown(true);
  await layer.setShown(true, 2008);
  const last = sent.at(-1)!;
  assert.equal(last.year, 2019);
  assert.equal(last.areas, undefined, 'the outlines drawn are not sent again');
  assert.equal(last.asking, undefined);
  assert.match(last.note ?? '', /^OneMap's answer for 2008 has no usable boundaries: every point lies near \(103\.58\d*, 1\.01\d*\)/);
  assert.equal(layer.year, 2019);
  assert.ok(!sent.some((m) => m.year === 2008));
});

test('signed out: nothing is asked, the entry is told why and to sign in; signing in draws the year picked', async () => {
  const { layer, asked, sent, state } = world({});
  await layer.setShown(true);
  await layer.setShown(true, 2014);
  assert.deepEqual(asked, []);
  const last = sent.at(-1)!;
  assert.deepEqual([last.year, last.signedIn, last.note], [2019, false, 'The planning areas of 2014 come from OneMap, and you are not signed in.']);
  assert.equal(layer.year, 2014, 'the pick waits for the sign-in');
  state.email = 'a@b.sg';
  await layer.accountChanged();
  assert.deepEqual(asked, [2014]);
  const drawn = sent.at(-1)!;
  assert.deepEqual([drawn.year, drawn.signedIn, drawn.note], [2014, true, undefined]);
});

test('a year kept on disk is drawn signed out too, and 2019 back needs nothing', async () => {
  const cache = diskCache();
  const signedIn = world({ email: 'a@b.sg', cache });
  await signedIn.layer.setShown(true, 1998);
  const { layer, asked, sent } = world({ cache });
  await layer.setShown(true, 1998);
  assert.deepEqual(asked, []);
  assert.equal(sent.at(-1)?.year, 1998);
  assert.equal(names(sent.at(-1)).length, 54);
  await layer.setShown(true, 2019);
  assert.equal(sent.at(-1)?.year, 2019);
  assert.equal(names(sent.at(-1)).length, 55);
  assert.deepEqual(asked, []);
});

test('2019 picked back while OneMap is asked for 2014: the late answer is kept on disk but not drawn, and nothing says it is still asked', async () => {
  let answer = (): void => undefined;
  const gate = new Promise<void>((resolve) => (answer = resolve));
  const { layer, asked, sent, cache } = world({ email: 'a@b.sg', gate });
  await layer.setShown(true);
  const late = layer.setShown(true, 2014);
  await told(sent, (m) => m.asking === 2014);
  await layer.setShown(true, 2019);
  const back = sent.at(-1)!;
  assert.deepEqual([back.year, back.asking], [2019, undefined]);
  answer();
  await late;
  assert.deepEqual(asked, [2014]);
  assert.ok(!sent.some((m) => m.year === 2014), 'the late answer is not drawn');
  assert.equal(layer.year, 2019);
  assert.ok((cache as ReturnType<typeof diskCache>).kept.size > 0, 'kept for the next pick');
});

test('a second view loading while OneMap is asked for 2014 waits for the same answer: asked once, drawn once', async () => {
  let answer = (): void => undefined;
  const gate = new Promise<void>((resolve) => (answer = resolve));
  const { layer, asked, sent } = world({ email: 'a@b.sg', gate });
  await layer.setShown(true);
  const picked = layer.setShown(true, 2014);
  await told(sent, (m) => m.asking === 2014);
  assert.equal((layer.forNewPage()[0] as PlanningAreasState).year, 2019, 'the new view draws 2019 until 2014 is here');
  answer();
  await picked;
  await told(sent, (m) => m.year === 2014);
  await layer.accountChanged();
  assert.deepEqual(asked, [2014]);
  assert.equal(sent.filter((m) => m.year === 2014 && m.areas).length, 1);
});
