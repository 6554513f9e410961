// The route export, a bundle of its own (dist/export.js): gpx-builder and its XML writer load only when a
// route is exported.
export { EXPORT_FORMATS, exportRoute, type ExportedRoute, type ExportFormat } from './routeExport';
