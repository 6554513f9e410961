// Declarations the page's type check needs from the extension's side: the few @mapbox/polyline functions used.
/// <reference path="../src/onemap/polyline.d.ts" />
