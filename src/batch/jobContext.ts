// What every job needs from the extension, set once at activation (src/extension.ts): the OneMap client, the
// disk cache for the configured address, and a way to ask the user to sign in. Commands never pass these
// around; they call runTableJob/runJob, and their `ask` reaches the client through withJobClient.
import type { OneMapClient } from '../onemap/client';
import type { AnswerCache } from './answerCache';

export interface JobContext {
  /** Runs `use` with the client for the configured address; the client stays open until `use` settles. */
  useClient<R>(use: (client: OneMapClient) => Promise<R>): Promise<R>;
  /** The cache for the configured address and age, or undefined when none can be had (the job goes on without). */
  cache(): Promise<AnswerCache | undefined>;
  /** Shows the sign-in; resolves true once signed in. */
  signIn(): Promise<boolean>;
  /** Fires when the user signs in or out by any other way (the account menu, another window): a waiting job tries again. */
  onDidChangeAccount?(listener: () => void): { dispose(): unknown };
  log?(line: string): void;
}

let current: JobContext | undefined;

export function setJobContext(context: JobContext | undefined): void {
  current = context;
}

export function jobContext(): JobContext {
  if (!current) throw new Error('The OneMap job runner is not set up (setJobContext is called at activation).');
  return current;
}

/** For a spec's `ask`: one call with the client, e.g. `withJobClient((c) => c.search(q, { priority: 'batch', signal }))`. */
export function withJobClient<R>(use: (client: OneMapClient) => Promise<R>): Promise<R> {
  return jobContext().useClient(use);
}
