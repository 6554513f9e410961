// The coordinate engine (the converter's scanner and proj4) reads a place typed into the start or end box, and
// nothing else on the page needs it: it is a script of its own (placeInputScript.ts), loaded on the first
// keystroke, so that the page starts without parsing it (a third of the page's script). It carries the nonce
// of the page's own script, the only kind of script the page's Content Security Policy lets run, and is found
// where that script's data-place-input says (the page's script is written into the page: it has no address).
import type { PlaceResult } from './placeInput';

export const PLACE_INPUT_GLOBAL = 'onemapParsePlace';

export type ParsePlace = (text: string) => PlaceResult;

/** The page's own script, known only while it first runs: the place script is found beside it. */
const pageScript = typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);
let loading: Promise<ParsePlace> | undefined;

function loaded(): ParsePlace | undefined {
  return (window as unknown as Record<string, ParsePlace | undefined>)[PLACE_INPUT_GLOBAL];
}

function load(): Promise<ParsePlace> {
  loading ??= new Promise<ParsePlace>((resolve, reject) => {
    const script = document.createElement('script');
    script.nonce = pageScript?.nonce ?? '';
    script.src = pageScript?.dataset['placeInput'] ?? '';
    script.addEventListener('load', () => {
      const parse = loaded();
      if (parse) resolve(parse);
      else reject(new Error('The map could not read typed coordinates: its coordinate reader did not start.'));
    });
    script.addEventListener('error', () => {
      loading = undefined; // the next keystroke tries again
      reject(new Error('The map could not read typed coordinates: its coordinate reader did not load.'));
    });
    document.head.append(script);
  });
  return loading;
}

/**
 * Runs `use` with the place reader: at once when it is loaded (as every keystroke after the first), else once
 * it has loaded; `failed` gets the words to show when it cannot load.
 */
export function withPlaceReader(use: (parse: ParsePlace) => void, failed?: (message: string) => void): void {
  const parse = loaded();
  if (parse) return use(parse);
  load().then(use, (error: Error) => failed?.(error.message));
}
