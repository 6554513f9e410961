import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as vscode from 'vscode';
import { readTileUrlSetting } from '../settings';
import { renderWebviewHtml } from './webviewHtml';
import { chooseTileUrl, DEFAULT_TILE_URL, TILE_URL_SETTING, tileOrigin } from '../settings/tileUrl';

export { DEFAULT_TILE_URL };

// Each refused value is reported once, not on every page that opens or reloads.
let warnedAbout: string | undefined;

/**
 * The basemap tile template, from user settings only (it decides where the page may load images from). A value
 * the map cannot use is refused with a warning naming the setting, and the default is used.
 */
export function readTileUrl(): string {
  const value = readTileUrlSetting();
  const choice = chooseTileUrl(value);
  if (choice.problem && warnedAbout !== value) {
    warnedAbout = value;
    void vscode.window.showWarningMessage(choice.problem, 'Open Settings').then((action) => {
      if (action) void vscode.commands.executeCommand('workbench.action.openSettings', TILE_URL_SETTING);
    });
  }
  return choice.url;
}

/** Only the bundle folder is readable by the page, and scripts run only with this page's nonce. */
export function preparePlannerWebview(webview: vscode.Webview, extensionUri: vscode.Uri): void {
  const bundle = vscode.Uri.joinPath(extensionUri, 'dist', 'webview');
  webview.options = { enableScripts: true, localResourceRoots: [bundle] };
  const asUri = (file: string) => webview.asWebviewUri(vscode.Uri.joinPath(bundle, file)).toString();
  // Read for each page (about 1 ms): a bundle rebuilt while developing is what the next page shows.
  const bundleText = (file: string) => readFileSync(vscode.Uri.joinPath(bundle, file).fsPath, 'utf8');
  webview.html = renderWebviewHtml({
    cspSource: webview.cspSource,
    nonce: randomBytes(16).toString('base64'),
    script: bundleText('main.js'),
    styles: [bundleText('leaflet.css'), bundleText('main.css')],
    placeInputUri: asUri('placeInput.js'),
    tileOrigin: tileOrigin(readTileUrl()),
  });
}
