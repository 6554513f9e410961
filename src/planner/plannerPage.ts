import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { readUserSetting } from '../userSetting';
import { renderWebviewHtml } from '../webviewHtml';

export const DEFAULT_TILE_URL = 'https://www.onemap.gov.sg/maps/tiles/{style}/{z}/{x}/{y}.png';

/** The basemap tile template, from user settings only (it decides where the page may load images from). */
export function readTileUrl(): string {
  return readUserSetting('onemap.map', 'tileUrl', DEFAULT_TILE_URL);
}

/** Only the bundle folder is readable by the page, and scripts run only with this page's nonce. */
export function preparePlannerWebview(webview: vscode.Webview, extensionUri: vscode.Uri): void {
  const bundle = vscode.Uri.joinPath(extensionUri, 'dist', 'webview');
  webview.options = { enableScripts: true, localResourceRoots: [bundle] };
  const asUri = (file: string) => webview.asWebviewUri(vscode.Uri.joinPath(bundle, file)).toString();
  webview.html = renderWebviewHtml({
    cspSource: webview.cspSource,
    nonce: randomBytes(16).toString('base64'),
    scriptUri: asUri('main.js'),
    styleUris: [asUri('leaflet.css'), asUri('main.css')],
    tileOrigin: new URL(readTileUrl().replace(/\{[^}]*\}/g, 'x')).origin,
  });
}
