// One line under the form: progress while a request runs (with Cancel), or what went wrong in the server's
// words with the one action that helps (Sign in, Retry, or a wait that counts down to a Retry). What it shows,
// and the route's summary, are also said to screen readers through two live regions kept apart from the line:
// the line empties and fills with buttons, and a live region around buttons would read them at every change.
import type { ErrorAction } from '../../src/shared/protocol/routeErrors';
import type { DisposableStore } from '../common/disposables';
import { h, replaceChildren } from '../common/dom';
import './statusView.css';
import { secondsLeft, withoutWait } from './waitWords';

export interface StatusCallbacks {
  onCancel(): void;
  onSignIn(): void;
  onRetry(): void;
}

export class StatusView {
  readonly element: HTMLElement;
  /** Not shown: what screen readers say (a polite status, an assertive alert for errors). Placed by the layout. */
  readonly live: HTMLElement;
  private readonly polite: HTMLElement;
  private readonly assertive: HTMLElement;
  private countdown: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly callbacks: StatusCallbacks,
    store: DisposableStore,
  ) {
    this.element = h('div', { className: 'om-status' });
    this.polite = h('div', { className: 'om-live', attrs: { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' } });
    this.assertive = h('div', { className: 'om-live om-live--alert', attrs: { role: 'alert', 'aria-atomic': 'true' } });
    this.live = h('div', { className: 'om-sr-only' }, this.polite, this.assertive);
    store.add(() => this.stopCountdown());
  }

  clear(): void {
    this.stopCountdown();
    this.element.className = 'om-status';
    this.element.removeAttribute('data-kind');
    replaceChildren(this.element);
  }

  showProgress(text: string): void {
    this.clear();
    const cancel = this.button('Cancel', 'secondary', () => this.callbacks.onCancel());
    this.element.classList.add('om-status--busy');
    this.element.dataset.kind = 'progress';
    replaceChildren(this.element, h('span', { className: 'om-spinner', attrs: { 'aria-hidden': 'true' } }), h('span', { className: 'om-status-text' }, text), cancel);
    this.announce(text);
  }

  /** Says `text` to screen readers (politely), and nothing on screen: a route's summary, say. */
  announce(text: string): void {
    say(this.assertive, '');
    say(this.polite, text);
  }

  /** A hint or a problem found before any request (a point outside Singapore, no route found). */
  showNote(text: string, tone: 'info' | 'warning' = 'info'): void {
    this.clear();
    this.element.classList.add(`om-status--${tone}`);
    this.element.dataset.kind = tone;
    replaceChildren(this.element, h('span', { className: 'om-status-text' }, text));
    this.announce(text);
  }

  showError(message: string, action: ErrorAction, retryAfterSeconds?: number): void {
    this.clear();
    this.element.classList.add('om-status--error');
    this.element.dataset.kind = 'error';
    // A wait is counted down beside the message: its own words for the wait would say another number soon.
    const text = h('span', { className: 'om-status-text' }, action === 'wait' ? withoutWait(message) : message);
    const parts: Node[] = [h('span', { className: 'om-status-icon', attrs: { 'aria-hidden': 'true' } }, '⚠'), text];
    if (action === 'signIn') parts.push(this.button('Sign in', 'primary', () => this.callbacks.onSignIn()));
    if (action === 'retry') parts.push(this.button('Retry', 'secondary', () => this.callbacks.onRetry()));
    if (action === 'wait') parts.push(...this.waitThenRetry(Math.max(1, Math.ceil(retryAfterSeconds ?? 60))));
    replaceChildren(this.element, ...parts);
    say(this.polite, '');
    say(this.assertive, message);
  }

  private waitThenRetry(seconds: number): Node[] {
    const note = h('span', { className: 'om-status-wait' });
    const retry = this.button('Retry', 'secondary', () => this.callbacks.onRetry());
    retry.disabled = true;
    const deadline = Date.now() + seconds * 1000;
    const tick = (): void => {
      const left = secondsLeft(deadline, Date.now());
      if (left <= 0) {
        this.stopCountdown();
        note.textContent = '';
        retry.disabled = false;
        return;
      }
      note.textContent = `Try again in ${left} s.`;
    };
    tick();
    this.countdown = setInterval(tick, 1000);
    return [note, retry];
  }

  private button(label: string, kind: 'primary' | 'secondary', onClick: () => void): HTMLButtonElement {
    const button = h('button', { className: `om-button om-button--${kind} om-button--small`, attrs: { type: 'button' } }, label);
    // The button goes away with the next status, so its listener goes with it.
    button.addEventListener('click', onClick);
    return button;
  }

  private stopCountdown(): void {
    if (this.countdown !== undefined) clearInterval(this.countdown);
    this.countdown = undefined;
  }
}

/**
 * Puts text in a live region. The same text again would not be announced (nothing changed), so a repeat
 * alternates a trailing no-break space that screen readers do not read.
 */
function say(region: HTMLElement, text: string): void {
  const same = text !== '' && region.textContent?.replace(/\u00a0$/, '') === text;
  region.textContent = same && !region.textContent?.endsWith('\u00a0') ? `${text}\u00a0` : text;
}
