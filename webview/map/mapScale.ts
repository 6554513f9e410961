// The map's scale bar, stacked above the attribution in the bottom-right corner rather than in a corner of its
// own: the attribution grows with each source shown (URA's planning areas add most of a line), and two controls
// side by side along the bottom edge met at some width of the map; one above the other, they never do.
import * as L from 'leaflet';

/** Call after the attribution is on the map: Leaflet puts a bottom corner's newest control on top. */
export function addScale(map: L.Map): void {
  L.control.scale({ position: 'bottomright', imperial: false, maxWidth: 120 }).addTo(map);
}
