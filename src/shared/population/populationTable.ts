// One of OneMap's population tables (popapi) as a small table for a popup: a row per category with a
// readable label, a column per gender where OneMap splits by it (Male, Female, Total, in that order whatever
// order the answer had), and "No data for that year" when OneMap has none. Pure: the map page and the host
// both use it; values are plain text, never HTML.

/** What the client's readPopulation gives, as far as the table needs it. */
export type PopulationInput =
  | { kind: 'data'; rows: ReadonlyArray<{ gender?: string; counts: ReadonlyArray<readonly [string, number | null]> }> }
  | { kind: 'no-data' };

export interface PopulationTable {
  title: string;
  /** The column heads after the label: ['Male', 'Female', 'Total'], or ['Count'] for one row. */
  columns: string[];
  rows: Array<{ label: string; values: string[] }>;
  /** Set when there is nothing to show: "No data for that year". */
  empty?: string;
}

export const NO_DATA_TEXT = 'No data for that year';

const TITLES: Record<string, string> = {
  getEconomicStatus: 'Economic status',
  getEducationAttending: 'Education attending',
  getEthnicGroup: 'Ethnic group',
  getHouseholdMonthlyIncomeWork: 'Household monthly income from work',
  getHouseholdSize: 'Household size',
  getHouseholdStructure: 'Household structure',
  getIncomeFromWork: 'Monthly income from work',
  getIndustry: 'Industry',
  getLanguageLiterate: 'Languages literate in',
  getMaritalStatus: 'Marital status',
  getModeOfTransportSchool: 'Transport to school',
  getModeOfTransportWork: 'Transport to work',
  getOccupation: 'Occupation',
  getPopulationAgeGroup: 'Age groups',
  getReligion: 'Religion',
  getSpokenAtHome: 'Language spoken at home',
  getTenancy: 'Tenancy',
  getTypeOfDwellingHousehold: 'Type of dwelling (households)',
  getTypeOfDwellingPop: 'Type of dwelling (people)',
};

/** Words OneMap abbreviates, as a reader writes them. */
const WORDS: Record<string, string> = {
  hdb: 'HDB', mrt: 'MRT', lrt: 'LRT', pvt: 'private', chn: 'Chinese', dlt: 'dialect', mand: 'Mandarin', eng: 'English', mly: 'Malay',
  tml: 'Tamil', ind: 'Indian', lang: 'language', oth: 'other', comm: 'community', admin: 'administrative', prof: 'professional',
  tfn: 'two family nuclei,', ofn: 'one family nucleus,', gen: 'generation(s)', fam: 'family', combi: 'combination of', chi: 'Chinese',
  mal: 'Malay', tam: 'Tamil', indian: 'Indian', christian: 'Christian', christians: 'Christians', l1: 'one language:', l2: 'two languages:',
  l3: 'three languages:', '1to2': '1 to 2',
};
const GENDERS = ['Male', 'Female', 'Total'];
const NUMBER = new Intl.NumberFormat('en-SG');

function money(n: string): string {
  return `S$${NUMBER.format(Number(n))}`;
}

/** A field name as a label: age_5_9 → "5–9", sgd_1000_to_1999 → "S$1,000–S$1,999", hdb_3_room_flats → "HDB 3 room flats". */
export function categoryLabel(key: string): string {
  let m = /^age_(\d+)_(\d+)$/.exec(key);
  if (m) return `${m[1]}–${m[2]}`;
  if ((m = /^age_(\d+)_over$/.exec(key))) return `${m[1]} and over`;
  if ((m = /^sgd_(\d+)_(?:to_)?(\d+)$/.exec(key))) return `${money(m[1]!)}–${money(m[2]!)}`;
  if ((m = /^sgd_(\d+)_over$/.exec(key))) return `${money(m[1]!)} and over`;
  if ((m = /^below_sgd_(\d+)$/.exec(key))) return `Below ${money(m[1]!)}`;
  if ((m = /^person(\d+)$/.exec(key))) return `${m[1]} ${m[1] === '1' ? 'person' : 'persons'}`;
  if ((m = /^person_more_(\d+)$/.exec(key))) return `${m[1]} or more persons`;
  if (key === 'no_literate') return 'Not literate';
  const words = key.replace(/non_off/g, 'non-official').split('_').map((w) => WORDS[w] ?? w);
  const text = words.join(' ').replace(/\b(\d+|three) more\b/g, '$1 or more');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Ages, incomes and household sizes in numeric order (the answers may come sorted as text: age_10_14 before
 * age_5_9), "below" first; other categories as OneMap lists them; others, then totals, last.
 */
function rank(key: string): [number, number] {
  if (key === 'total') return [3, 1];
  if (key.startsWith('total_')) return [3, 0];
  if (key === 'others' || key.startsWith('other_')) return [2, 0];
  if (key.startsWith('below_')) return [0, -1];
  const n = /^(?:age|sgd|person)_?(\d+)/.exec(key);
  return n ? [0, Number(n[1])] : [1, 0];
}

/** The table for `query` (one of popapi's 19 names); counts OneMap did not take that year (null) are left out. */
export function populationTable(query: string, answer: PopulationInput): PopulationTable {
  const title = TITLES[query] ?? categoryLabel(query.replace(/^get/, '').replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase());
  const none: PopulationTable = { title, columns: [], rows: [], empty: NO_DATA_TEXT };
  if (answer.kind === 'no-data' || answer.rows.length === 0) return none;
  const gendered = answer.rows.length > 1 && answer.rows.every((r) => r.gender !== undefined);
  const ordered = gendered ? [...answer.rows].sort((a, b) => order(a.gender!) - order(b.gender!)) : answer.rows.slice(0, 1);
  const columns = gendered ? ordered.map((r) => r.gender!) : ['Count'];
  const keys: string[] = [];
  for (const row of ordered) for (const [key] of row.counts) if (!keys.includes(key)) keys.push(key);
  const sorted = keys
    .map((key, at) => ({ key, at, rank: rank(key) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.at - b.at)
    .map((k) => k.key);
  const rows = sorted.flatMap((key) => {
    const values = ordered.map((row) => row.counts.find(([k]) => k === key)?.[1] ?? null);
    if (values.every((v) => v === null)) return [];
    return [{ label: categoryLabel(key), values: values.map((v) => (v === null ? '–' : NUMBER.format(v))) }];
  });
  return rows.length === 0 ? none : { title, columns, rows };
}

function order(gender: string): number {
  const at = GENDERS.findIndex((g) => g.toLowerCase() === gender.toLowerCase());
  return at < 0 ? GENDERS.length : at;
}
