// The table jobs' engines, bundles of their own loaded when one of their commands first runs: Geocode
// Addresses' (dist/geocode.js) and Reverse Geocode's and Travel Times' (dist/rowjobs.js). Loaded from here,
// by the commands, so that the shared loader (src/lazyBundles.ts) never imports up into the job engines.
import { loadBundle } from '../common/lazyBundles';
import type * as Geocode from '../geocode';
import type * as RowJobs from '../rowJobs';

export const loadGeocode = (): typeof Geocode => loadBundle('geocode.js');
export const loadRowJobs = (): typeof RowJobs => loadBundle('rowjobs.js');
