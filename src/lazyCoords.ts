// The coordinate engine (with proj4) is a bundle of its own, dist/coords.js, required the first time a
// command needs it, so that activating the extension never pays for loading proj4.
import * as path from 'node:path';
import type * as Coords from './coords';

let engine: typeof Coords | undefined;

export function loadCoords(): typeof Coords {
  // A computed path keeps esbuild from inlining the engine into the activation bundle.
  engine ??= require(path.join(__dirname, 'coords.js')) as typeof Coords;
  return engine;
}
