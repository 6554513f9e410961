// The colours of the files shown on the map (Show on Map), one a file. Ten hues of the same middle lightness
// (relative luminance about 0.21): dark enough to stand out 3 : 1 on light land (OneMap's Default basemap, the
// offline outline in a light theme), light enough to stand out 3 : 1 on dark land (Night, the outline in a dark
// theme), and apart in hue from each other, from the route's blue and from the cursor highlight's yellow. Ordered
// so that the first few are the most unlike each other. test/unit/shared/layerPalette.test.ts measures all this.
export const LAYER_PALETTE = [
  '#f32828', // red
  '#079307', // green
  '#7f66f7', // violet
  '#e50cc0', // magenta
  '#2a88a8', // steel blue
  '#a8732a', // brown
  '#b942f5', // purple
  '#d24d85', // rose
  '#078f6d', // sea green
  '#758621', // olive
] as const;

/** A colour as the protocol carries it: `#rrggbb`, nothing a style could be made to do more with. */
export function isLayerColour(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
}

/**
 * The colour of text written on a layer's colour (a cluster bubble's count): black or white, whichever stands
 * out more. The palette's middle lightness puts white at about 4 : 1, under WCAG's 4.5 for text; black is over 5.
 */
export function textColourOn(background: string): '#000000' | '#ffffff' {
  const luminance = relativeLuminance(background);
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

/** WCAG's relative luminance of `#rrggbb`. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
