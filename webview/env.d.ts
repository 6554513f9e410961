// Declarations the page's type check needs from the extension's side: the few @mapbox/polyline functions used.
/// <reference path="../src/shared/onemap/polyline.d.ts" />
