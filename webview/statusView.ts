// One line under the form: progress while a request runs (with Cancel), or what went wrong in the server's
// words with the one action that helps (Sign in, Retry, or a wait that counts down to a Retry).
import type { ErrorAction } from '../src/shared/protocol/routeErrors';
import type { DisposableStore } from './disposables';
import { h, replaceChildren } from './dom';

export interface StatusCallbacks {
  onCancel(): void;
  onSignIn(): void;
  onRetry(): void;
}

export class StatusView {
  readonly element: HTMLElement;
  private countdown: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly callbacks: StatusCallbacks,
    store: DisposableStore,
  ) {
    this.element = h('div', { className: 'om-status', attrs: { role: 'status', 'aria-live': 'polite' } });
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
  }

  /** A hint or a problem found before any request (a point outside Singapore, no route found). */
  showNote(text: string, tone: 'info' | 'warning' = 'info'): void {
    this.clear();
    this.element.classList.add(`om-status--${tone}`);
    this.element.dataset.kind = tone;
    replaceChildren(this.element, h('span', { className: 'om-status-text' }, text));
  }

  showError(message: string, action: ErrorAction, retryAfterSeconds?: number): void {
    this.clear();
    this.element.classList.add('om-status--error');
    this.element.dataset.kind = 'error';
    const text = h('span', { className: 'om-status-text' }, message);
    const parts: Node[] = [h('span', { className: 'om-status-icon', attrs: { 'aria-hidden': 'true' } }, '⚠'), text];
    if (action === 'signIn') parts.push(this.button('Sign in', 'primary', () => this.callbacks.onSignIn()));
    if (action === 'retry') parts.push(this.button('Retry', 'secondary', () => this.callbacks.onRetry()));
    if (action === 'wait') parts.push(...this.waitThenRetry(Math.max(1, Math.ceil(retryAfterSeconds ?? 60))));
    replaceChildren(this.element, ...parts);
  }

  private waitThenRetry(seconds: number): Node[] {
    const note = h('span', { className: 'om-status-wait' });
    const retry = this.button('Retry', 'secondary', () => this.callbacks.onRetry());
    retry.disabled = true;
    let left = seconds;
    const tick = (): void => {
      if (left <= 0) {
        this.stopCountdown();
        note.textContent = '';
        retry.disabled = false;
        return;
      }
      note.textContent = `Try again in ${left} s.`;
      left -= 1;
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
