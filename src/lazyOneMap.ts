// The OneMap client (with undici) is a bundle of its own, dist/onemap.js, required the first time something
// talks to OneMap, so that activation never loads an HTTP stack.
import * as path from 'node:path';
import type * as OneMap from './onemap';

let client: typeof OneMap | undefined;

export function loadOneMap(): typeof OneMap {
  // A computed path keeps esbuild from inlining the client into the activation bundle.
  client ??= require(path.join(__dirname, 'onemap.js')) as typeof OneMap;
  return client;
}
