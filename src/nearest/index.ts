// Add Nearest Places' engine, a bundle of its own (dist/nearest.js): the kd-tree, the shipped stations and the
// reading and writing of rows load only when the command first runs.
export { addNearestPlaces, NearestJob, type Kind, type NearestOptions, type NearestResult } from './addNearest';
export { isNearestColumn, kindWords, NearestColumnsThereError } from './nearestColumns';
export { PlaceIndex, squaredDistance, type Hit } from './placeIndex';
export { placesFromSvy21, placesFromWgs84, type Places } from './places';
export { applyInsertions } from '../planningArea/addPlanningAreas';
export { RowsAhead } from './rowsAhead';
export { stationExits, stationPlaces as shippedStations } from './stations';
export { existingNearestColumns, withoutColumns } from './existingColumns';
export { besideSuffix, changedStretch, insertionsStretch } from './edits';
export { nearestK, type Candidate } from './nearestK';
export { outsideTest } from './outsideTest';
export type { KindLines, MapLines } from './mapLines';
export { keptPlaces, LinesGoneError, linesFromColumns, matchColumns, type KeptPlaces, type StemColumns } from './columnLines';
export { MAX_KEPT_PLACES, parseKeptLayers, type KeptLayer } from './keptLines';
