// Every control reachable at every size: the planner page at widths from a thin side view to a wide editor,
// at three heights, in light and dark themes, with what makes it crowded: a route with its steps, a file's
// layer (so the layer list shows), the basemap notice (tiles fail here), a public-transport run with its
// options open and several itineraries, then its question about a day in the past; and OneMap's own layers on
// (the planning areas, whose credit lengthens the attribution, and a theme with OneMap's longest name), with a
// place's popup and an area's. Each control of the form, the results and the map's overlays is scrolled to and
// checked as a user would meet it (controlSweep.ts), and no two of the map's controls overlap (the scale bar
// and the attribution among them). A screenshot of every cell is kept in .vscode-test/artifacts/layout-matrix/.
import * as assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { after, afterEach, before, test } from 'node:test';
import type { WebviewToHost } from '../../../src/shared/protocol/messages';
import { legacy2019 } from '../../unit/samples';
import { answer, JELITA, ORCHARD, pageFixture, showRoute } from '../flows';
import type { MapPage } from '../harness';
import { WIDTHS, HEIGHTS, ARTIFACTS, places, LONGEST_NAME, theme, AREAS, TABLE, driveWithSteps, threeItineraries, DRIVE, TRANSIT, QUESTION, LAYERS, settled, checkCell } from './layoutCells';

declare const window: any;

// Chromium draws its date and time pickers in its own language: a 12-hour one (the widest times, with AM/PM)
// and a 24-hour one, each a browser of its own.
const pages = { 'en-US': pageFixture({ lang: 'en-US' }), 'de-DE': pageFixture({ lang: 'de-DE' }) };
before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  await Promise.all(Object.values(pages).map((fixture) => fixture.setUp()));
});
afterEach(() => Promise.all(Object.values(pages).map((fixture) => fixture.closePages())));
after(() => Promise.all(Object.values(pages).map((fixture) => fixture.tearDown())));

// The matrix in a 12-hour locale (its times are the widest); a 24-hour one at the narrowest and a wide size.
const CELLS = [
  ...WIDTHS.flatMap((width) => HEIGHTS.map((height) => ({ width, height, locale: 'en-US' as const }))),
  { width: 260, height: 700, locale: 'de-DE' },
  { width: 1400, height: 700, locale: 'de-DE' },
] as const;

test('the two browsers draw their time pickers in 12 and in 24 hours (else the 24-hour cells prove nothing)', async () => {
  const widths: Record<string, number> = {};
  for (const [locale, fixture] of Object.entries(pages)) {
    const page = await fixture.open({ locale });
    widths[locale] = await page.page.evaluate(() => {
      const probe = window.document.createElement('input');
      Object.assign(probe, { type: 'time', step: '1', value: '14:05:06' });
      window.document.body.append(probe);
      return probe.getBoundingClientRect().width;
    });
  }
  assert.ok(widths['de-DE']! < widths['en-US']! - 10, `a 24-hour time is narrower than 2:05:06 PM (${JSON.stringify(widths)}); is chromium-l10n installed?`);
});

for (const { width, height, locale } of CELLS) {
  const size = `${width}x${height}${locale === 'en-US' ? '' : `-${locale}`}`;
  test(`${size}, light and dark: every control of the form, results, map overlays and layer list is visible, unclipped and hit at its centre`, async () => {
    const page = await pages[locale].open({ viewport: { width, height }, locale });
    await page.init({ tileUrlTemplate: page.server.tileTemplate('missing'), account: { signedIn: false } });
    await page.page.locator('.om-tile-notice').waitFor({ state: 'visible' });
    await page.send({ type: 'showLayer', layer: places, fit: false });
    const [a] = legacy2019().via_points;
    await showRoute(page, driveWithSteps(), { start: { lat: a[0], lon: a[1] }, end: { lat: 1.2959, lon: 103.8247 } });
    const failures = await checkCell(page, size, 'drive', DRIVE);

    const from = page.posted.length;
    await page.send({ type: 'setPoints', start: JELITA, end: ORCHARD, routeType: 'pt' });
    await answer(page, await page.waitForPlan(from), threeItineraries());
    failures.push(...(await checkCell(page, size, 'transit', TRANSIT)));

    // A day in the past is questioned in the form before planning: its two buttons are controls too.
    await page.page.locator('[data-field="date"]').fill('2020-11-30');
    await page.page.locator('[data-field="date"]').dispatchEvent('change');
    await page.page.getByRole('button', { name: 'Plan route' }).click();
    await page.page.locator('.om-confirm').waitFor({ state: 'visible' });
    failures.push(...(await checkCell(page, size, 'question', QUESTION)));
    assert.deepEqual(failures, [], `${failures.length} failures:\n${failures.join('\n')}`);
  });
}

/** The open popup's × where a click meets it: scrolled to as a user would, wholly on the map, its centre in the view with nothing over it. */
async function closeButtonHit(page: MapPage): Promise<{ x: number; y: number; problem?: string }> {
  return page.page.evaluate(() => {
    const doc = window.document;
    const close = doc.querySelector('.leaflet-popup-close-button');
    if (!close) return { x: 0, y: 0, problem: 'no × on the popup' };
    // The page scrolled, not the map: scrollIntoView would also scroll the map's box (overflow: hidden, yet
    // scrollable), sliding a × that runs off its edge back into sight, as no user can.
    const before = close.getBoundingClientRect();
    if (before.bottom > window.innerHeight) window.scrollBy(0, before.bottom - window.innerHeight + 4);
    else if (before.top < 0) window.scrollBy(0, before.top - 4);
    const r = close.getBoundingClientRect();
    const map = doc.querySelector('.om-map').getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const at = `${Math.round(x)},${Math.round(y)}`;
    if (r.left < map.left - 1 || r.right > map.right + 1 || r.top < map.top - 1 || r.bottom > map.bottom + 1) {
      return { x, y, problem: `the × (${Math.round(r.left)}..${Math.round(r.right)}, ${Math.round(r.top)}..${Math.round(r.bottom)}) runs off the map (${Math.round(map.left)}..${Math.round(map.right)}, ${Math.round(map.top)}..${Math.round(map.bottom)})` };
    }
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return { x, y, problem: `the × at ${at} is out of the view` };
    const hit = doc.elementFromPoint(x, y);
    if (hit === close || close.contains(hit)) return { x, y };
    return { x, y, problem: `the × is covered at ${at} by ${hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing'}` };
  });
}

/** Leaflet draws its controls over popups: the popup's box must meet none of them (the attribution, the scale, the zoom, the top-right stack). */
async function popupCovered(page: MapPage): Promise<string | undefined> {
  return page.page.evaluate(() => {
    const box = window.document.querySelector('.leaflet-popup-content-wrapper').getBoundingClientRect();
    const over = [...window.document.querySelectorAll('.leaflet-control')].flatMap((control: any) => {
      const r = control.getBoundingClientRect();
      const w = Math.min(r.right, box.right) - Math.max(r.left, box.left);
      const h = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top);
      return r.width > 0 && w > 1 && h > 1 ? [`${[...control.classList].filter((c: string) => c !== 'leaflet-control').join('.')} (${Math.round(w)}×${Math.round(h)} px)`] : [];
    });
    return over.length ? `covered by ${over.join(', ')}` : undefined;
  });
}

/** Leaflet fades a popup in, and pans it into view: waits for both before looking. */
async function popupAtRest(page: MapPage, what: string): Promise<void> {
  await page.page.waitForFunction(() => window.getComputedStyle(window.document.querySelector('.leaflet-popup')).opacity === '1');
  await page.waitForSnapshot(() => true, `a still map with ${what}`);
  await settled(page);
}

/** Checks the popup's ×, keeps a picture, and closes the popup with a click at the ×'s centre. */
async function closeByItsButton(page: MapPage, shot: string): Promise<string[]> {
  // The picture first: a full-page picture lays the page out at its whole height for a moment, and Leaflet
  // may move the popup when the map's box changes.
  await page.page.screenshot({ path: path.join(ARTIFACTS, `${shot}.png`), fullPage: true });
  await page.waitForSnapshot(() => true, 'a still map after the picture');
  await settled(page);
  const covered = await popupCovered(page);
  const { x, y, problem: missed } = await closeButtonHit(page);
  const problem = [covered, missed].filter(Boolean).join('; ');
  if (problem) {
    // Closed all the same (by the button's own click), so that the next check starts clean.
    await page.page.locator('.leaflet-popup-close-button').evaluate((close: any) => close.click());
    await page.page.locator('.leaflet-popup').waitFor({ state: 'detached' });
    return [`${shot.split('-').pop()} popup: ${problem}`];
  }
  await page.page.mouse.click(x, y);
  await page.page.locator('.leaflet-popup').waitFor({ state: 'detached' });
  return [];
}

/** Each layer's name reads in the list: at least its first 30 characters (all of a shorter one) drawn inside its box, not cut by the row's buttons. */
async function namesRead(page: MapPage): Promise<string[]> {
  return page.page.locator('.om-layer-row .om-layer-title').evaluateAll((titles: any[]) =>
    titles.flatMap((title) => {
      const text = title.firstChild;
      const box = title.getBoundingClientRect();
      const range = window.document.createRange();
      let shown = 0;
      for (let k = 1; k <= text.length; k++) {
        range.setStart(text, k - 1);
        range.setEnd(text, k);
        const r = range.getBoundingClientRect();
        if (r.top >= box.bottom - 1) break;
        if (r.right <= box.right + 1) shown = k;
      }
      const needed = Math.min(text.length, 30);
      return shown >= needed ? [] : [`the name "${text.data}" shows ${shown} characters ("${text.data.slice(0, shown)}"), under ${needed}`];
    }),
  );
}

/**
 * The names in the list read; a place of the theme (its popup, opened by ›), then the planning area under a point of the map clear of the
 * controls and of that place (its popup, answered with Bedok's table), as a user opens them.
 */
async function layerPopups(page: MapPage, cell: string): Promise<string[]> {
  const shot = cell.replace(/ layers$/, '').replace(/ /g, '-');
  const failures = await namesRead(page);
  await page.page.getByRole('button', { name: `Next place in ${LONGEST_NAME}` }).click();
  await page.page.locator('.om-feature-popup').waitFor();
  await popupAtRest(page, "a place's popup");
  // With too little room below the open list (a small map), the popup folded it; the focus on › went to its button.
  const toggle = page.page.locator('.om-layer-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    const focused = await page.page.evaluate(() => window.document.activeElement?.className ?? 'nothing');
    if (focused !== 'om-layer-toggle') failures.push(`the list folded for the place's popup, and the focus went to "${focused}", not to its button`);
  }
  // The place is where the popup's tip points: the map click below must miss it.
  const tip = (await page.page.locator('.leaflet-popup-tip-container').boundingBox())!;
  failures.push(...(await closeByItsButton(page, `${shot}-layers-place`)));

  // The list folded again on a small map, as a user leaves it before clicking the map beside it.
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
  const map = await page.mapBox();
  const top = Math.max(map.y, 0);
  const bottom = Math.min(map.y + map.height, page.page.viewportSize()!.height);
  const at = { x: map.x + map.width / 2, y: top + (bottom - top) * 0.6 };
  if (Math.hypot(at.x - (tip.x + tip.width / 2), at.y - (tip.y + tip.height)) < 40) at.x -= 60;
  const from = page.posted.length;
  await page.page.mouse.click(at.x, at.y);
  const ask = await page.waitForPosted((m): m is Extract<WebviewToHost, { type: 'askPopulation' }> => m.type === 'askPopulation', from);
  await page.send({ type: 'population', requestId: ask.requestId, view: { kind: 'table', table: TABLE } });
  await page.page.locator('.om-population-table').waitFor();
  await popupAtRest(page, "an area's popup");
  failures.push(...(await closeByItsButton(page, `${shot}-layers-area`)));
  return failures;
}

// OneMap's layers on, at the side view's widths, a half-width panel and wide ones, and two short maps.
const LAYER_CELLS = [...WIDTHS.map((width) => ({ width, height: 700 })), { width: 260, height: 500 }, { width: 1400, height: 500 }];

for (const { width, height } of LAYER_CELLS) {
  const size = `${width}x${height}`;
  test(`${size}, light and dark, planning areas and a theme on: every control unclipped and hit, no two map controls overlapping, each popup's × clicked`, async () => {
    const page = await pages['en-US'].open({ viewport: { width, height }, locale: 'en-US' });
    await page.init({ tileUrlTemplate: page.server.tileTemplate('missing'), account: { signedIn: false } });
    await page.page.locator('.om-tile-notice').waitFor({ state: 'visible' });
    await page.send({ type: 'showLayer', layer: places, fit: false });
    await page.send({ type: 'showLayer', layer: theme, fit: false });
    await page.send({ type: 'planningAreas', shown: true, areas: AREAS });
    const [a] = legacy2019().via_points;
    await showRoute(page, driveWithSteps(), { start: { lat: a[0], lon: a[1] }, end: { lat: 1.2959, lon: 103.8247 } });
    await page.page.locator('.om-attribution-areas:not([hidden])').waitFor();
    const failures = await checkCell(page, size, 'layers', LAYERS, layerPopups);
    assert.deepEqual(failures, [], `${failures.length} failures:\n${failures.join('\n')}`);
  });
}
