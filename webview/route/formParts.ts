// Small pieces of the planning form, drawn with DOM calls: no markup string is ever parsed.
import { h, uniqueId } from '../common/dom';
import type { PtField } from './ptForm';


/** A crosshair drawn as SVG elements: a font may lack the ⌖ character, and no markup string is parsed. */
export function crosshair(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'om-glyph');
  const circle = document.createElementNS(ns, 'circle');
  circle.setAttribute('cx', '8');
  circle.setAttribute('cy', '8');
  circle.setAttribute('r', '4.5');
  const lines = document.createElementNS(ns, 'path');
  lines.setAttribute('d', 'M8 0.5v4M8 11.5v4M0.5 8h4M11.5 8h4');
  svg.append(circle, lines);
  return svg;
}

/** Marks a control invalid with its message below it (announced by screen readers), or clears the mark. */
export function markField(control: HTMLElement, error: HTMLElement, message: string | undefined): void {
  if (message) {
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('aria-describedby', error.id);
    error.textContent = message;
    error.hidden = false;
  } else {
    control.removeAttribute('aria-invalid');
    control.removeAttribute('aria-describedby');
    error.textContent = '';
    error.hidden = true;
  }
}

/** A public-transport field and the line under it that says what is wrong with it. */
export interface PtControl {
  control: HTMLInputElement | HTMLSelectElement;
  error: HTMLElement;
}

export function ptInput(field: PtField, label: string, attrs: Record<string, string>): PtControl {
  const id = uniqueId(field);
  const control = h('input', { className: 'om-input', attrs: { id, type: 'text', spellcheck: 'false', 'data-label': label, 'data-field': field, ...attrs } });
  return { control, error: h('div', { className: 'om-field-error', attrs: { id: `${id}-error`, hidden: true } }) };
}

export function ptSelect(field: PtField, label: string, options: [string, string][]): PtControl {
  const id = uniqueId(field);
  const control = h(
    'select',
    { className: 'om-select', attrs: { id, 'data-label': label, 'data-field': field } },
    ...options.map(([value, text]) => h('option', { attrs: { value } }, text)),
  );
  return { control, error: h('div', { className: 'om-field-error', attrs: { id: `${id}-error`, hidden: true } }) };
}

export function ptCell({ control, error }: PtControl): HTMLElement {
  return h(
    'div',
    { className: `om-cell om-cell--${control.dataset.field}` },
    h('label', { className: 'om-label', attrs: { for: control.id } }, control.dataset.label ?? control.id),
    control,
    error,
  );
}
