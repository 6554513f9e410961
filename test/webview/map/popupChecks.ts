// What a user meets of a popup on the map page: Leaflet draws its controls over popups, so a popup is checked
// against every control's box, its × clicked where a user would, and each control inside it found at its centre.
import type { MapPage } from '../harness';
import { settled } from './layoutCells';

declare const window: any;

/** The open popup's × where a click meets it: scrolled to as a user would, wholly on the map, its centre in the view with nothing over it. */
export async function closeButtonHit(page: MapPage): Promise<{ x: number; y: number; problem?: string }> {
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
export async function popupCovered(page: MapPage): Promise<string | undefined> {
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
export async function popupAtRest(page: MapPage, what: string): Promise<void> {
  await page.page.waitForFunction(() => window.getComputedStyle(window.document.querySelector('.leaflet-popup')).opacity === '1');
  await page.waitForSnapshot(() => true, `a still map with ${what}`);
  await settled(page);
}

/** Each select and button in the open popup, scrolled to as a user would (the popup's rows, then the page), is what a click at its centre meets. */
export async function popupControlsHit(page: MapPage): Promise<string[]> {
  return page.page.evaluate(() =>
    [...window.document.querySelectorAll('.leaflet-popup-content select, .leaflet-popup-content button')].flatMap((control: any) => {
      // A popup taller than its room scrolls its rows: the user scrolls it to the control first.
      const rows = control.closest('.leaflet-popup-scrolled');
      if (rows) {
        const [inner, outer] = [control.getBoundingClientRect(), rows.getBoundingClientRect()];
        if (inner.bottom > outer.bottom) rows.scrollTop += inner.bottom - outer.bottom;
        else if (inner.top < outer.top) rows.scrollTop -= outer.top - inner.top;
      }
      const before = control.getBoundingClientRect();
      if (before.bottom > window.innerHeight) window.scrollBy(0, before.bottom - window.innerHeight + 4);
      else if (before.top < 0) window.scrollBy(0, before.top - 4);
      const r = control.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      const hit = window.document.elementFromPoint(x, y);
      if (hit === control || control.contains(hit)) return [];
      const name = control.getAttribute('aria-label') ?? control.textContent;
      return [`the popup's "${name}" is covered at ${Math.round(x)},${Math.round(y)} by ${hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing'}`];
    }),
  );
}
