// themesvc in the simulator: the four GETs, behind the token and the rate limit like the others (a 403 names
// component 'themesvc'). A theme listed but not recorded answers as an empty theme; a query name OneMap does not
// list answers {"SrchResults":[{"ErrorMessage":…}]}, the error form the R client handles (ENDPOINTS.md).
import { errorReply, type Reply } from './reply';
import { simThemes } from './themeRecordings';

export const THEMESVC_PREFIX = '/api/public/themesvc/';

const HANDLERS: Record<string, (query: URLSearchParams) => Reply> = {
  getAllThemesInfo(query) {
    const { list } = simThemes();
    const more = query.get('moreInfo') === 'Y';
    return { status: 200, body: more ? list : { Theme_Names: list.Theme_Names.map(({ QUERYNAME, THEMENAME }) => ({ QUERYNAME, THEMENAME })) } };
  },
  getThemeInfo(query) {
    const entry = listed(query.get('queryName'));
    return { status: 200, body: { Theme_Names: entry ? [{ QUERYNAME: entry.QUERYNAME, THEMENAME: entry.THEMENAME }] : [] } };
  },
  checkThemeStatus(query) {
    const entry = listed(query.get('queryName'));
    if (!entry) return errorReply(400, 'Invalid queryName');
    // "YYYY-MM-DDTHH:mm:ss:000Z" as the TypeScript client sends it: the colon before the milliseconds made a dot.
    const since = Date.parse((query.get('dateTime') ?? '').replace(/:(\d{3})Z$/, '.$1Z'));
    if (Number.isNaN(since)) return errorReply(400, 'Invalid dateTime');
    return { status: 200, body: { UpdatedFile: since < Date.parse('2025-07-01T00:00:00Z') } };
  },
  retrieveTheme(query) {
    const name = query.get('queryName');
    const entry = listed(name);
    if (!entry) return { status: 200, body: { SrchResults: [{ ErrorMessage: `Invalid Query Name: ${String(name).slice(0, 100)}` }] } };
    const answer = simThemes().answers.get(entry.QUERYNAME!);
    return { status: 200, body: answer ? answer() : { SrchResults: [{ Category: entry.CATEGORY, DateTime: '2025-07-01T00:00:00+00:00', FeatCount: 0, Owner: entry.THEME_OWNER, Theme_Name: entry.THEMENAME }] } };
  },
};

function listed(queryName: string | null): Record<string, string> | undefined {
  return queryName ? simThemes().list.Theme_Names.find((entry) => entry.QUERYNAME === queryName) : undefined;
}

/** The themesvc service at `path`, or undefined when it is none. */
export function themeService(path: string): { component: string; service: string; handle: (query: URLSearchParams) => Reply } | undefined {
  if (!path.startsWith(THEMESVC_PREFIX)) return undefined;
  const name = path.slice(THEMESVC_PREFIX.length);
  if (!Object.hasOwn(HANDLERS, name)) return undefined;
  return { component: 'themesvc', service: name, handle: HANDLERS[name]! };
}
