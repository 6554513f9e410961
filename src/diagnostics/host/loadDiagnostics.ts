// The problems engine (dist/diagnostics.js), loaded the first time a file is checked. Its loader lives with the
// feature, not in src/lazyBundles.ts, so that the shared loader never imports back up into a feature.
import { loadBundle } from '../../common/lazyBundles';
import type * as Diagnostics from '..';

export const loadDiagnostics = (): typeof Diagnostics => loadBundle('diagnostics.js');
