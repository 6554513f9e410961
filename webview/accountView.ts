// Who is signed in to OneMap, as the host reports it, with a way to sign in. The page never sees a token.
import type { AccountInfo } from '../src/shared/protocol/messages';
import './accountView.css';
import type { DisposableStore } from './common/disposables';
import { h, replaceChildren } from './common/dom';

export class AccountView {
  readonly element: HTMLElement;
  private readonly signIn: HTMLButtonElement;

  constructor(onSignIn: () => void, store: DisposableStore) {
    this.signIn = h('button', { className: 'om-link-button', attrs: { type: 'button' } }, 'Sign in');
    store.listen(this.signIn, 'click', onSignIn);
    this.element = h('div', { className: 'om-account', attrs: { hidden: true } });
  }

  show(account: AccountInfo): void {
    this.element.hidden = false;
    if (account.signedIn) {
      replaceChildren(this.element, account.email ? `Signed in to OneMap as ${account.email}` : 'Signed in to OneMap');
    } else {
      replaceChildren(this.element, 'Not signed in to OneMap. ', this.signIn);
    }
  }
}
