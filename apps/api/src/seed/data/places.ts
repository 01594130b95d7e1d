/** Warehouses lots ship from: mostly the United States, some Europe, a few elsewhere. */
export interface Place {
  city: string;
  state: string;
  country: string;
  regionId: number;
  /** Relative frequency. */
  weight: number;
}

const us = (city: string, state: string, weight = 3): Place => ({ city, state, country: 'United States', regionId: 1, weight });
const eu = (city: string, state: string, country: string, weight = 2): Place => ({ city, state, country, regionId: 3, weight });

export const places: readonly Place[] = [
  us('Dallas', 'TX', 6),
  us('Houston', 'TX'),
  us('Austin', 'TX'),
  us('Phoenix', 'AZ', 4),
  us('Chicago', 'IL', 5),
  us('Atlanta', 'GA', 5),
  us('Columbus', 'OH'),
  us('Memphis', 'TN', 4),
  us('Nashville', 'TN'),
  us('Newark', 'NJ', 4),
  us('Los Angeles', 'CA', 4),
  us('San Jose', 'CA', 4),
  us('Sacramento', 'CA', 2),
  us('Seattle', 'WA'),
  us('Denver', 'CO'),
  us('Salt Lake City', 'UT', 2),
  us('Charlotte', 'NC'),
  us('Raleigh', 'NC', 2),
  us('Miami', 'FL'),
  us('Orlando', 'FL', 2),
  us('Minneapolis', 'MN', 2),
  us('Boston', 'MA', 2),
  us('Pittsburgh', 'PA', 2),
  us('Indianapolis', 'IN', 2),
  us('Kansas City', 'MO', 2),
  us('Louisville', 'KY', 2),
  us('Reno', 'NV', 2),
  us('Portland', 'OR', 2),
  { city: 'Toronto', state: 'ON', country: 'Canada', regionId: 1, weight: 2 },
  eu('Frankfurt am Main', 'Hesse', 'Germany', 3),
  eu('Düsseldorf', 'North Rhine-Westphalia', 'Germany'),
  eu('Amsterdam', 'North Holland', 'Netherlands', 3),
  eu('Venlo', 'Limburg', 'Netherlands'),
  eu('London', 'England', 'United Kingdom', 3),
  eu('Manchester', 'England', 'United Kingdom'),
  eu('Paris', 'Île-de-France', 'France'),
  eu('Dublin', 'Leinster', 'Ireland'),
  eu('Warsaw', 'Masovia', 'Poland', 1),
  eu('Madrid', 'Community of Madrid', 'Spain', 1),
  { city: 'Singapore', state: 'Singapore', country: 'Singapore', regionId: 4, weight: 1 },
  { city: 'São Paulo', state: 'SP', country: 'Brazil', regionId: 5, weight: 1 },
  { city: 'Johannesburg', state: 'Gauteng', country: 'South Africa', regionId: 6, weight: 1 },
  { city: 'Sydney', state: 'NSW', country: 'Australia', regionId: 7, weight: 1 },
];
