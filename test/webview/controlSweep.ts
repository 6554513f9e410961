// Every interactive control of the planner page checked as a user meets it: scrolled into view as the browser
// scrolls to a focused control (scrollIntoView, nearest), then it must be drawn (a box, not visibility:hidden,
// not transparent), wholly inside the view and inside every ancestor that clips, and the element the browser
// hits at its centre must be the control or inside it (nothing laid over it). A date or time field must also
// show its whole value. Runs inside the page (page.evaluate): it may use nothing from outside its body.

/** What the page's sweep found: the controls checked, by name, and each failure with its reason. */
export interface SweepResult {
  checked: string[];
  failures: string[];
  /** Controls not drawn at all (display:none) that the page hides on purpose: counted, not checked. */
  skipped: string[];
}

/**
 * `required`: a selector and a name for each control that must be found and checked (at least `min` of them),
 * so that a control vanishing cannot pass as "nothing to check".
 */
export function sweepControls(required: { selector: string; name: string; min: number }[]): SweepResult {
  const doc = (globalThis as any).document;
  const win = globalThis as any;
  const INTERACTIVE = 'button, a[href], input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
  // Drawn nowhere on purpose: inside a part the app hides ([hidden], .is-hidden), the Leaflet credit a narrow
  // attribution leaves out (it is in the bundle's licence), and the layer list's button on a map with room.
  const HIDDEN_ON_PURPOSE = '[hidden] *, [hidden], .is-hidden *, .is-hidden, .om-attribution-leaflet a, .om-layer-toggle';
  const result: SweepResult = { checked: [], failures: [], skipped: [] };

  const nameOf = (el: any): string => {
    const text = (el.getAttribute('aria-label') || el.labels?.[0]?.textContent || el.getAttribute('title') || el.textContent || el.getAttribute('placeholder') || el.tagName)
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 48);
    const kind = el.dataset?.field ? `${el.dataset.field} field` : el.tagName.toLowerCase();
    return `${kind} "${text}"`;
  };

  // The radio buttons of the travel mode are drawn by their labels; the user clicks the label.
  const target = (el: any): any => (el.classList.contains('om-segment-input') ? doc.querySelector(`label[for="${el.id}"]`) : el);

  const controls: any[] = [];
  for (const el of doc.querySelectorAll(INTERACTIVE)) {
    if (el.classList.contains('om-map')) continue; // the map itself (Leaflet makes it focusable)
    if (el.closest('.leaflet-marker-pane, .leaflet-popup-pane')) continue; // on the map, not over it
    const control = target(el);
    if (control && !controls.includes(control)) controls.push(control);
  }

  const clippedBy = (el: any, r: any): string | undefined => {
    const view = { left: 0, top: 0, right: win.innerWidth, bottom: win.innerHeight };
    const outside = (box: { left: number; top: number; right: number; bottom: number }): boolean =>
      r.left < box.left - 1 || r.top < box.top - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1;
    if (outside(view)) return `outside the ${win.innerWidth}×${win.innerHeight} view (box ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)})`;
    for (let up = el.parentElement; up && up !== doc.documentElement && up !== doc.body; up = up.parentElement) {
      const style = win.getComputedStyle(up);
      if (style.overflowX === 'visible' && style.overflowY === 'visible' && style.clipPath === 'none') continue;
      const a = up.getBoundingClientRect();
      const inner = { left: a.left + up.clientLeft, top: a.top + up.clientTop, right: a.left + up.clientLeft + up.clientWidth, bottom: a.top + up.clientTop + up.clientHeight };
      if (outside(inner)) return `clipped by ${up.tagName.toLowerCase()}.${[...up.classList].join('.')} (box ${Math.round(r.top)}..${Math.round(r.bottom)}, clip ${Math.round(inner.top)}..${Math.round(inner.bottom)})`;
    }
    return undefined;
  };

  for (const el of controls) {
    const name = nameOf(el);
    if (el.getClientRects().length === 0) {
      if (el.matches(HIDDEN_ON_PURPOSE)) result.skipped.push(name);
      else result.failures.push(`${name}: not drawn (display: none)`);
      continue;
    }
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const r = el.getBoundingClientRect();
    const style = win.getComputedStyle(el);
    result.checked.push(name);
    if (r.width < 1 || r.height < 1) {
      result.failures.push(`${name}: no box (${r.width}×${r.height})`);
      continue;
    }
    if (style.visibility !== 'visible') {
      result.failures.push(`${name}: visibility ${style.visibility}`);
      continue;
    }
    let opacity = 1;
    for (let up = el; up; up = up.parentElement) opacity *= Number(win.getComputedStyle(up).opacity);
    if (opacity < 0.2) {
      result.failures.push(`${name}: transparent (opacity ${opacity.toFixed(2)})`);
      continue;
    }
    const clipped = clippedBy(el, r);
    if (clipped) {
      result.failures.push(`${name}: ${clipped}`);
      continue;
    }
    // A link broken over two lines has a box per line: the centre of each must hit it (its bounding box's
    // centre may fall between them).
    const covered = [...el.getClientRects()]
      .filter((part: any) => part.width >= 1 && part.height >= 1)
      .map((part: any) => {
        const x = part.left + part.width / 2;
        const y = part.top + part.height / 2;
        const hit = doc.elementFromPoint(x, y);
        if (hit && (hit === el || el.contains(hit))) return undefined;
        const what = hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing';
        return `covered at its centre ${Math.round(x)},${Math.round(y)} by ${what}`;
      })
      .find((problem: string | undefined) => problem);
    if (covered) {
      result.failures.push(`${name}: ${covered}`);
      continue;
    }
    // A picker's value is drawn in its own box, which the browser cuts without a word: the box must be as
    // wide as the same control at its natural width (as wide as the locale's date or time, or the longest
    // choice). The browser's own fields are out of the page's reach, so the natural width is measured on a copy.
    if (el.matches('input[type="date"], input[type="time"], select')) {
      const copy = el.cloneNode(true);
      copy.value = el.value;
      copy.style.cssText = 'position: absolute; visibility: hidden; width: auto; min-width: 0; max-width: none;';
      el.parentElement.append(copy);
      const natural = copy.getBoundingClientRect().width;
      copy.remove();
      if (r.width < natural - 1) result.failures.push(`${name}: its value "${el.value}" is cut (${Math.round(r.width)} px wide, ${Math.round(natural)} px needed)`);
    }
  }

  for (const { selector, name, min } of required) {
    const found = [...doc.querySelectorAll(selector)].map(target).filter((el: any) => result.checked.includes(nameOf(el)));
    if (found.length < min) result.failures.push(`${name} (${selector}): ${found.length} checked, at least ${min} expected`);
  }
  return result;
}

/**
 * The map's own controls (Leaflet's corners: zoom, Themes, the layer list, the basemap select, the scale, the
 * attribution) each drawn clear of every other: a pair whose boxes meet is a failure, named by both. Runs in
 * the page, like sweepControls; the sweep's centre test misses a corner covered (or a scale bar, which no one
 * clicks, drawn under the attribution).
 */
export function mapControlsApart(): string[] {
  const doc = (globalThis as any).document;
  const nameOf = (el: any): string => `${el.tagName.toLowerCase()}.${[...el.classList].filter((c: string) => c !== 'leaflet-control').join('.')}`;
  const boxes = [...doc.querySelectorAll('.om-map .leaflet-control')]
    .filter((el: any) => el.getClientRects().length > 0)
    .map((el: any) => ({ name: nameOf(el), r: el.getBoundingClientRect() }))
    .filter(({ r }: any) => r.width >= 1 && r.height >= 1);
  const failures: string[] = [];
  boxes.forEach((a: any, i: number) => {
    for (const b of boxes.slice(i + 1)) {
      const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (x > 0.5 && y > 0.5) failures.push(`${a.name} and ${b.name} overlap by ${Math.round(x)}×${Math.round(y)} px`);
    }
  });
  if (boxes.length < 4) failures.push(`only ${boxes.length} map controls drawn: ${boxes.map((b: any) => b.name).join(', ')}`);
  return failures;
}
