// The map webview's page: a root element, the bundle's styles and script, and a Content Security Policy that
// allows nothing else. Pure (no `vscode` import), so the controller and the browser tests make the same page.
// The styles and the script are written into the page, each with the nonce: as files, each was fetched through
// VS Code's service worker after the page itself, and the script ran 25-40 ms later (measured in the bench).

export interface WebviewHtmlOptions {
  /** webview.cspSource: where VS Code serves the bundle's files from ("'self' https://*.vscode-cdn.net" in 1.100). */
  cspSource: string;
  /** A fresh random value per page (crypto.randomBytes(16).toString('base64')). */
  nonce: string;
  /** The text of dist/webview/main.js. */
  script: string;
  /** The texts of dist/webview/leaflet.css and dist/webview/main.css, in that order. */
  styles: string[];
  /** webview.asWebviewUri of dist/webview/placeInput.js, as a string: the page loads it when a place is typed. */
  placeInputUri: string;
  /** Where basemap tiles load from, e.g. https://www.onemap.gov.sg (the origin of the tile URL setting). */
  tileOrigin: string;
  /** Where the OneMap logo loads from; defaults to OneMap's own site. */
  logoOrigin?: string;
}

export const ONEMAP_ORIGIN = 'https://www.onemap.gov.sg';

/** Images from the bundle, the tile server and OneMap; the page's own styles and scripts by nonce; nothing else. */
export function contentSecurityPolicy(options: Pick<WebviewHtmlOptions, 'cspSource' | 'nonce' | 'tileOrigin' | 'logoOrigin'>): string {
  const { cspSource, nonce } = options;
  checkSource('cspSource', cspSource);
  if (!/^[A-Za-z0-9+/=_-]{16,}$/.test(nonce)) throw new Error('nonce must be at least 16 base64 characters');
  const images = [...new Set([cspSource, origin('tileOrigin', options.tileOrigin), origin('logoOrigin', options.logoOrigin ?? ONEMAP_ORIGIN)])];
  return [
    "default-src 'none'",
    `img-src ${images.join(' ')}`,
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
  ].join('; ');
}

export function renderWebviewHtml(options: WebviewHtmlOptions): string {
  const csp = contentSecurityPolicy(options);
  const nonce = attribute(options.nonce);
  const styles = options.styles.map((css) => `  <style nonce="${nonce}">${inElement('style', css)}</style>`).join('\n');
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
  <script nonce="${nonce}" data-place-input="${attribute(options.placeInputUri)}">${inElement('script', options.script)}</script>
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

/** A bundle's text inside its element: one that could end the element early is refused, never cut. */
function inElement(tag: 'style' | 'script', text: string): string {
  if (new RegExp(`</${tag}`, 'i').test(text)) throw new Error(`the page's ${tag} holds "</${tag}", which would end it early`);
  return text;
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
