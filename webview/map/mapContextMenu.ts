// The map's right-click menu is VS Code's own (menus `webview/context` in package.json): VS Code gathers the
// `data-vscode-context` of the clicked element and its ancestors when the event reaches the window, so the
// clicked point is written on the map's container first, on the way down. The commands get that object
// (and check it: the page is untrusted). The map's section drops Cut/Copy/Paste, which mean nothing on a map.
import type * as L from 'leaflet';
import { isOnControl } from '../common/controlClicks';
import type { DisposableStore } from '../common/disposables';

/** What a command of the map's menu receives (besides VS Code's own `webview`). */
export interface MapMenuContext {
  webviewSection: 'map';
  preventDefaultContextMenuItems: true;
  lat: number;
  lon: number;
  zoom: number;
}

export function offerMapMenu(map: L.Map, store: DisposableStore): void {
  const container = map.getContainer();
  const mark = (event: MouseEvent) => {
    // A right-click on a control or a popup is not one on the map: no "start here" for the point under it.
    if (isOnControl(event.target, container)) {
      delete container.dataset.vscodeContext;
      return;
    }
    // The menu key or Shift+F10 opens it where no pointer is: the map's centre is then the point meant.
    const box = container.getBoundingClientRect();
    const inside = event.clientX > box.left && event.clientX < box.right && event.clientY > box.top && event.clientY < box.bottom;
    const at = inside ? map.mouseEventToLatLng(event) : map.getCenter();
    const context: MapMenuContext = { webviewSection: 'map', preventDefaultContextMenuItems: true, lat: at.lat, lon: at.lng, zoom: map.getZoom() };
    container.dataset.vscodeContext = JSON.stringify(context);
  };
  container.addEventListener('contextmenu', mark, true);
  store.add(() => container.removeEventListener('contextmenu', mark, true));
}
