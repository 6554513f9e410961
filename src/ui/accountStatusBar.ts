import * as vscode from 'vscode';
import type { AccountStatus, OneMapAccount } from '../account/oneMapAccount';
import { DisposableStore } from '../common/disposables';
import { describeTimeLeft } from './timeLeft';

/** Shows who is signed in to OneMap and when the token expires; a click opens the account menu. */
export class AccountStatusBar implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('onemap.account', vscode.StatusBarAlignment.Right, 100);
  private readonly disposables = new DisposableStore();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly account: OneMapAccount) {
    this.item.name = 'OneMap Account';
    this.item.command = 'onemap.showAccountMenu';
    this.disposables.add(account.onDidChange(() => this.refresh()));
    // "Expires in …" ages while nothing else happens.
    this.timer = setInterval(() => this.refresh(), 60_000);
    this.refresh();
    this.item.show();
  }

  refresh(): void {
    this.account.status().then(
      (status) => this.render(status),
      () => this.render(undefined),
    );
  }

  dispose(): void {
    clearInterval(this.timer);
    this.item.dispose();
    this.disposables.dispose();
  }

  private render(status: AccountStatus | undefined): void {
    const host = status ? new URL(status.origin).host : 'OneMap';
    if (!status?.email) {
      this.item.text = '$(map) OneMap: signed out';
      this.item.tooltip = `Not signed in to OneMap (${host}). Click to sign in.`;
      this.item.accessibilityInformation = { label: 'OneMap: signed out. Click to sign in.' };
      return;
    }
    const expiry = status.tokenExpiresAt
      ? `Token expires in ${describeTimeLeft(status.tokenExpiresAt - Date.now())} and is renewed automatically.`
      : 'A token is fetched when a request needs one.';
    const memory = status.keptInMemoryOnly ? '\n\nKept in memory only: no keyring was available.' : '';
    this.item.text = `$(map) OneMap: ${status.email}`;
    this.item.tooltip = new vscode.MarkdownString(
      `Signed in to OneMap (${host}) as ${escapeMarkdown(status.email)}.\n\n${expiry}${memory}`,
    );
    this.item.accessibilityInformation = { label: `OneMap: signed in as ${status.email}. ${expiry}` };
  }
}

function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!<>|]/g, '\\$&');
}
