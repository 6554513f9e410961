// Show on Map's reading of files, a bundle of its own (dist/mapdata.js): jsonc-parser and the converter's
// scanner load only when a file is first shown.
export { featureAt, findFeatures, type FindOptions } from './findFeatures';
export type { SourceFeature } from './sourceFeature';
export type { SkippedPlaces, SkipReason } from './skippedPlaces';
export { featuresIn, shiftSpans, type Span, type TextChange } from './spans';
