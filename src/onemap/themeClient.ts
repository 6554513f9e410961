// OneMap's themes (themesvc) as calls: the client hands in its authorised GET, so every call waits for the
// one pacer and renews the token like the rest. One service of the client (client.ts), as routes, places and planning areas are.
import type { AuthorisedGet, RequestOptions } from './transport';
import { allThemesRequest, retrieveThemeRequest, themeInfoRequest, themeStatusRequest } from './themeRequests';
import { readAllThemes, readTheme, readThemeInfo, readThemeStatus } from './themeResponses';
import type { Theme, ThemeSummary } from './themeTypes';

/** A theme of many thousand records runs to a few MB. */
const MAX_THEME_BYTES = 32 * 1024 * 1024;

export class ThemeClient {
  constructor(private readonly get: AuthorisedGet) {}

  async getAllThemesInfo(moreInfo = true, options: RequestOptions = {}): Promise<ThemeSummary[]> {
    return readAllThemes(await this.get({ endpoint: 'themesvc', ...allThemesRequest(moreInfo), ...options }));
  }

  async getThemeInfo(queryName: string, options: RequestOptions = {}): Promise<{ queryName: string; name: string }> {
    return readThemeInfo(await this.get({ endpoint: 'themesvc', ...themeInfoRequest(queryName), ...options }), queryName);
  }

  /** Whether OneMap's data for the theme changed after `since`. */
  async checkThemeStatus(queryName: string, since: Date, options: RequestOptions = {}): Promise<boolean> {
    return readThemeStatus(await this.get({ endpoint: 'themesvc', ...themeStatusRequest(queryName, since), ...options }), queryName);
  }

  async retrieveTheme(queryName: string, extents?: Parameters<typeof retrieveThemeRequest>[1], options: RequestOptions = {}): Promise<Theme> {
    return readTheme(await this.get({ endpoint: 'themesvc', ...retrieveThemeRequest(queryName, extents), ...options, maxBytes: MAX_THEME_BYTES }), queryName);
  }
}
