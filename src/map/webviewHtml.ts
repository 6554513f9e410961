// The map webview's page: a root element, the bundle's styles and script, and a Content Security Policy that
// allows nothing else. Pure (no `vscode` import), so the controller and the browser tests make the same page.

export interface WebviewHtmlOptions {
  /** webview.cspSource: where VS Code serves the bundle's files from ("'self' https://*.vscode-cdn.net" in 1.100). */
  cspSource: string;
  /** A fresh random value per page (crypto.randomBytes(16).toString('base64')). */
  nonce: string;
  /** webview.asWebviewUri of dist/webview/main.js, as a string. */
  scriptUri: string;
  /** dist/webview/leaflet.css and dist/webview/main.css, in that order. */
  styleUris: string[];
  /** Where basemap tiles load from, e.g. https://www.onemap.gov.sg (the origin of the tile URL setting). */
  tileOrigin: string;
  /** Where the OneMap logo loads from; defaults to OneMap's own site. */
  logoOrigin?: string;
}

export const ONEMAP_ORIGIN = 'https://www.onemap.gov.sg';

/** Images from the bundle, the tile server and OneMap; styles from the bundle; the one script by nonce; nothing else. */
export function contentSecurityPolicy(options: Pick<WebviewHtmlOptions, 'cspSource' | 'nonce' | 'tileOrigin' | 'logoOrigin'>): string {
  const { cspSource, nonce } = options;
  checkSource('cspSource', cspSource);
  if (!/^[A-Za-z0-9+/=_-]{16,}$/.test(nonce)) throw new Error('nonce must be at least 16 base64 characters');
  const images = [...new Set([cspSource, origin('tileOrigin', options.tileOrigin), origin('logoOrigin', options.logoOrigin ?? ONEMAP_ORIGIN)])];
  return [
    "default-src 'none'",
    `img-src ${images.join(' ')}`,
    `style-src ${cspSource}`,
    `script-src 'nonce-${nonce}'`,
  ].join('; ');
}

export function renderWebviewHtml(options: WebviewHtmlOptions): string {
  const csp = contentSecurityPolicy(options);
  const styles = options.styleUris.map((uri) => `  <link rel="stylesheet" href="${attribute(uri)}">`).join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="UTF-8">
  <meta http-equiv="Content-Security-Policy" content="${attribute(csp)}">
  <meta name="viewport" content="width=device-width, initial-scale=1">
${styles}
  <title>OneMap</title>
</head>
<body>
  <div id="app"></div>
  <script nonce="${attribute(options.nonce)}" src="${attribute(options.scriptUri)}"></script>
</body>
</html>
`;
}

/** scheme://host[:port] and nothing more: a path, a space or a semicolon would change the policy's meaning. */
function origin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an origin such as https://www.onemap.gov.sg, not ${JSON.stringify(value)}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(`${name} must be an http(s) origin with no path, not ${JSON.stringify(value)}`);
  }
  return url.origin;
}

/** One or more CSP sources; a semicolon, comma or line break would end the directive and start another. */
function checkSource(name: string, value: string): void {
  if (value.trim() === '' || /[;,"<>\r\n\t]/.test(value)) throw new Error(`${name} must be CSP sources, not ${JSON.stringify(value)}`);
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
