// The map's "Themes" button, beside the layer list: asks the host for OneMap's list of themes (the same pick as
// OneMap: Add Theme to Map… in the palette); the chosen theme comes back as a layer like a file's.
import * as L from 'leaflet';
import { h } from '../common/dom';
import './themesButton.css';

export function addThemesButton(map: L.Map, pick: () => void): void {
  const button = h('button', { className: 'om-themes-button', attrs: { type: 'button', title: "Add one of OneMap's themes (clinics, parks, schools…) to the map" } }, 'Themes');
  button.addEventListener('click', pick);
  const container = h('div', { className: 'leaflet-bar leaflet-control om-themes-control' }, button);
  // A click here is not the map's (a click on the map sets a route point).
  L.DomEvent.disableClickPropagation(container);
  const control = new L.Control({ position: 'topright' });
  control.onAdd = () => container;
  control.addTo(map);
}
