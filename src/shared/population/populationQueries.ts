// popapi's 19 population tables, as OneMap's paths name them (ENDPOINTS.md): one list for the client that asks
// them and the protocol that lets the page choose one. Age groups first: the popup's default and first choice.
export const POPULATION_QUERIES = [
  'getPopulationAgeGroup', 'getEconomicStatus', 'getEducationAttending', 'getEthnicGroup', 'getHouseholdMonthlyIncomeWork', 'getHouseholdSize',
  'getHouseholdStructure', 'getIncomeFromWork', 'getIndustry', 'getLanguageLiterate', 'getMaritalStatus', 'getModeOfTransportSchool',
  'getModeOfTransportWork', 'getOccupation', 'getReligion', 'getSpokenAtHome', 'getTenancy', 'getTypeOfDwellingHousehold', 'getTypeOfDwellingPop',
] as const;

export type PopulationQuery = (typeof POPULATION_QUERIES)[number];
