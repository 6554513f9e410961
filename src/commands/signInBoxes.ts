import * as vscode from 'vscode';
import { DisposableStore } from '../common/disposables';

export interface CredentialBox {
  title: string;
  prompt: string;
  value?: string;
  placeholder?: string;
  password?: boolean;
  /** Shown as an error under the box when it opens: why the last answer was refused, in OneMap's words. */
  refusal?: string;
  /** A problem with what is typed, or undefined when it will do. */
  check: (value: string) => string | undefined;
}

/**
 * One box of the sign-in. An input box built by hand rather than showInputBox, because only this kind can open
 * with a message already under it: after OneMap refuses a password, the box says why before the user types.
 */
export function askCredential(options: CredentialBox): Promise<string | undefined> {
  return new Promise((resolve) => {
    const store = new DisposableStore();
    const box = store.add(vscode.window.createInputBox());
    box.title = options.title;
    box.prompt = options.prompt;
    box.value = options.value ?? '';
    box.placeholder = options.placeholder;
    box.password = options.password ?? false;
    box.ignoreFocusOut = true;
    if (options.refusal) box.validationMessage = { message: options.refusal, severity: vscode.InputBoxValidationSeverity.Error };
    let answered = false;
    const finish = (value: string | undefined) => {
      if (answered) return;
      answered = true;
      resolve(value);
      store.dispose();
    };
    store.add(box.onDidChangeValue((value) => (box.validationMessage = value ? options.check(value) : undefined)));
    store.add(
      box.onDidAccept(() => {
        const problem = options.check(box.value);
        if (problem) box.validationMessage = problem;
        else finish(box.value);
      }),
    );
    store.add(box.onDidHide(() => finish(undefined)));
    box.show();
  });
}
