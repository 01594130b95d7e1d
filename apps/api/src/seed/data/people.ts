/** Names for the anonymous demo buyers (bid history realism). */
import people from './people.json' with { type: 'json' };

export const { firstNames, lastNames, companyWords } = people;
