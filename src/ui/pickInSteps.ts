import * as vscode from 'vscode';

export interface PickStep {
  title: string;
  items: readonly vscode.QuickPickItem[];
}

/**
 * Asks several questions in one quick pick, a step each, as VS Code's own multi-step inputs do. The widget
 * stays open between the steps: closing it after the first question gave the focus back to what had it
 * before (often the planner's page, which takes it a moment late), and the next question's keys went there.
 * Resolves with one item a step, or undefined when the user dismisses it.
 */
export function pickInSteps(steps: readonly PickStep[]): Promise<vscode.QuickPickItem[] | undefined> {
  return new Promise((resolve) => {
    const pick = vscode.window.createQuickPick();
    const chosen: vscode.QuickPickItem[] = [];
    let done = false;
    const listeners: vscode.Disposable[] = [];
    const finish = (result: vscode.QuickPickItem[] | undefined) => {
      if (done) return;
      done = true;
      listeners.forEach((listener) => listener.dispose());
      pick.dispose();
      resolve(result);
    };
    const show = (index: number) => {
      const step = steps[index]!;
      pick.title = step.title;
      pick.step = steps.length > 1 ? index + 1 : undefined;
      pick.totalSteps = steps.length > 1 ? steps.length : undefined;
      pick.value = '';
      pick.items = step.items;
    };
    listeners.push(
      pick.onDidAccept(() => {
        const item = pick.selectedItems[0];
        if (!item) return;
        chosen.push(item);
        if (chosen.length === steps.length) finish(chosen);
        else show(chosen.length);
      }),
      pick.onDidHide(() => finish(undefined)),
    );
    // The command often starts from the planner's title bar: a late focus event from its frame must not close it.
    pick.ignoreFocusOut = true;
    show(0);
    pick.show();
  });
}
