// The job runner's context for the extension: the account's client, one disk cache per OneMap address and age
// (opened on the first job, reopened when either setting changes), and the sign-in command.
import * as vscode from 'vscode';
import type { OneMapAccount } from '../../account/oneMapAccount';
import { clearCachedAnswers } from './clearCache';
import { registerCommand } from '../../ui/commandRunner';
import type { Log } from '../../common/log';
import { readBaseUrl, readCacheMaxAgeDays } from '../../settings';
import { openAnswerCache, type AnswerCache } from '../answerCache';
import { setJobContext } from '../jobContext';
import { SHOW_JOB_COMMAND, showJob } from './jobUi';
import { setUpInterruptedJobs } from './interruptedJobsHost';

export function setUpJobs(context: vscode.ExtensionContext, account: OneMapAccount, log: Log): vscode.Disposable[] {
  let open: { id: string; cache: Promise<AnswerCache> } | undefined;
  const directory = context.globalStorageUri;
  setJobContext({
    useClient: (use) => account.use(use),
    cache: () => {
      const baseUrl = readBaseUrl();
      const maxAgeDays = readCacheMaxAgeDays();
      const id = `${baseUrl} ${maxAgeDays}`;
      if (open?.id !== id) {
        const cache = openAnswerCache({ directory: directory.fsPath, baseUrl, maxAgeDays, log: (line) => log.line('warn', line) });
        open = { id, cache };
        // A folder that could not be read is tried again by the next job (this one goes on without a cache).
        cache.catch(() => {
          if (open?.cache === cache) open = undefined;
        });
      }
      return open.cache;
    },
    signIn: async () => {
      const outcome = await vscode.commands.executeCommand<{ signedIn?: boolean } | undefined>('onemap.signIn');
      return outcome?.signedIn === true;
    },
    onDidChangeAccount: (listener) => account.onDidChange(listener),
    log: (line) => log.line('info', line),
  });
  return [
    registerCommand('onemap.clearCache', () =>
      clearCachedAnswers(directory, async () => {
        const cache = await open?.cache.catch(() => undefined);
        open = undefined;
        return cache ? cache.clear() : 0;
      }),
    ),
    vscode.commands.registerCommand(SHOW_JOB_COMMAND, (id: unknown) => showJob(id)),
    ...setUpInterruptedJobs(context),
    { dispose: () => setJobContext(undefined) },
  ];
}
