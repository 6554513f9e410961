// The second script of the page (dist/webview/placeInput.js): the coordinate engine that reads a typed place.
// It hands its reader over through the window, where lazyPlaceInput.ts waits for it.
import { parsePlace } from './placeInput';
import { PLACE_INPUT_GLOBAL } from './lazyPlaceInput';

(window as unknown as Record<string, unknown>)[PLACE_INPUT_GLOBAL] = parsePlace;
