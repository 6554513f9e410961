// Add Planning Area's engine, a bundle of its own (dist/planningarea.js): URA's planning areas, their index
// and the reading and writing of rows load only when the command first runs.
export { addPlanningAreas, applyInsertions, areaRuns, NotRowsError, type AddResult, type AreaRun, type Insertion } from './addPlanningAreas';
export { AreaIndex, BOUNDARY_TOLERANCE_METRES } from './areaIndex';
export { ColumnsThereError } from './columnNames';
export { planningAreaIndex, shippedAreas } from './bundled';
export type { Placement } from './types';
export { CACHE_KIND, cacheKey, fetchYearAreas, knownYearAreas, NoAreasError, SHIPPED_YEAR, type AreaCache, type YearAreas } from './yearAreas';
export { encodeOneMapAreas, indexOfBundle, isAreaBundle } from './oneMapAreas';
