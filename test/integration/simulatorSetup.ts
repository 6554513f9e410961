// A suite against the OneMap simulator: the extension's base URL points at a fresh simulator for the suite;
// after each test the simulator forgets what it saw and the editors close; after the suite the account is
// signed out and the setting put back, so the next suite starts clean.
import * as vscode from 'vscode';
import { startSimulator, type Simulator } from '../simulator';
import { closeAllEditors } from './editorHelpers';

const onemap = () => vscode.workspace.getConfiguration('onemap');

/** Registers the suite's hooks; `fixture.sim` is the simulator once the suite runs. */
export function simulatorSuite(): { readonly sim: Simulator } {
  let started: Simulator | undefined;
  suiteSetup(async () => {
    started = await startSimulator();
    await onemap().update('baseUrl', started.url, vscode.ConfigurationTarget.Global);
  });
  suiteTeardown(async () => {
    await vscode.commands.executeCommand('onemap.signOut');
    await onemap().update('baseUrl', undefined, vscode.ConfigurationTarget.Global);
    await started?.close();
  });
  teardown(async () => {
    started?.reset();
    await closeAllEditors();
  });
  return {
    get sim(): Simulator {
      if (!started) throw new Error('the simulator starts with the suite');
      return started;
    },
  };
}
