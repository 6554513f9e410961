import type { SimUser } from './types';

/** What the endpoints need to know about this simulator instance. */
export interface SimContext {
  /** Live: tests may push users. */
  users: SimUser[];
  secret: string;
  tokenLifetimeSeconds: number;
  recorded: boolean;
  now: () => number;
}
