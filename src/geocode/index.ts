// Geocode Addresses' and Resolve Ambiguous Rows' engine, a bundle of its own (dist/geocode.js): reading the rows,
// picking the query columns, judging OneMap's answers and writing them, loaded when a command first runs.
export { ambiguousCount, classify, matchText, type Answer } from './classify';
export { geocodeInsertions, geocodeShape, keyOf, matchCounts, planGeocode, rowMatch, SEARCH_KIND, type GeocodePlan } from './geocodePlan';
export { GeocodedBeforeError, outputNames, outputStems, outputValues } from './outputColumns';
export { defaultColumns, queryText, roleOf } from './queryColumns';
export { geocodedLayout, type GeocodedLayout } from './geocodedLayout';
export { ambiguousRows, rowAgain } from './ambiguousRows';
export { geocodeRun, type GeocodeRun } from './geocodeRuns';
export { checkRowsWhole } from './jsonRowsWhole';
export { sourceRows, type SourceRows, type SourceRow, type Span } from './sourceRows';
export { rewriteRow, rowInsertions, trackedRowsOf, type Replacement, type RowText } from './writeRows';
export type { Candidate, Match, OutputChoice, SearchAnswer } from './types';
export { candidateOf, readSearchAnswer, searchAnswerOf } from './candidates';
export { candidatesLayer, CANDIDATES_LAYER_ID } from './candidatesLayer';
