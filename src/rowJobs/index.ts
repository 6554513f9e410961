// Reverse Geocode's and Travel Times' engines, a bundle of their own (dist/rowjobs.js): the reading of rows
// (the converter's scanner and jsonc-parser inside) loads only when one of these commands first runs.
export { nearestOf, prepareReverseGeocode, writeReverseGeocode, type Nearest, type RevgeocodeJob, type RevgeocodeQuery } from '../reverseGeocode/reverseGeocodeRows';
export { NoTripsError, prepareTravelTimes, writeTravelTimes, type TravelJob } from '../travelTimes/travelRows';
export { travelOf, type Travel, type TravelMode } from '../travelTimes/travelRequest';
export { matrixCsv, matrixPlaces, prepareMatrix, type MatrixJob, type MatrixPlace } from '../travelTimes/matrix';
export { departureNow, oneMapDate, oneMapTime } from '../travelTimes/departure';
export { addressRoutes, placeOf, prepareAddressTravel, writeAddressTravel, type AddressJob, type FoundPlace } from '../travelTimes/addressTrips';
export { CANDIDATES, prepareNearestTravel, writeNearestTravel, type NearestTravelJob, type NearestTravelResult } from '../travelTimes/nearestRoutes';
export { replacedRows } from '../travelTimes/replacedRows';
export { nearestReruns, prepareNearestFinish, type NearestRerun } from '../travelTimes/nearestFinish';
export { nearestRouteLines } from '../travelTimes/nearestRouteLines';
