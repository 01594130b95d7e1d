/** Countries and US states (the state list the spec loads for country id 231): data in geography.json. */
import geography from './geography.json' with { type: 'json' };

/** Countries with the ids of the classic countries table (231 = United States). */
export const countryData = geography.countries as unknown as readonly (readonly [id: number, iso2: string, name: string])[];
export const US_COUNTRY_ID = 231;
/** US states: code and name. */
export const usStateData = geography.usStates as unknown as readonly (readonly [code: string, name: string])[];
