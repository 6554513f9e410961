import * as vscode from 'vscode';
import type { OneMapAccount } from '../account/oneMapAccount';

interface MenuItem extends vscode.QuickPickItem {
  command: string;
}

/** The status bar item's menu: what a user can do about their OneMap account. */
export async function showAccountMenu(account: OneMapAccount): Promise<void> {
  const status = await account.status();
  const items: MenuItem[] = status.email
    ? [
        { label: '$(sign-out) Sign Out', description: status.email, command: 'onemap.signOut' },
        { label: '$(account) Sign In with Another Account…', command: 'onemap.signIn' },
      ]
    : [{ label: '$(sign-in) Sign In…', description: new URL(status.origin).host, command: 'onemap.signIn' }];
  items.push(
    { label: '$(map) Open Route Planner', command: 'onemap.openRoutePlanner' },
    { label: '$(output) Show Log', command: 'onemap.showLog' },
    { label: '$(settings-gear) Settings', command: 'onemap.openSettings' },
  );
  const picked = await vscode.window.showQuickPick(items, { title: 'OneMap', placeHolder: status.email ? `Signed in as ${status.email}` : 'Not signed in' });
  if (picked) await vscode.commands.executeCommand(picked.command);
}
