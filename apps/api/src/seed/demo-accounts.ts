/**
 * The demo accounts the seed creates: one source for the seed, the tests and the
 * README. Never use these outside a demo or test database.
 */
export interface DemoAccount {
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
  company: string | null;
  role: 'buyer' | 'admin' | 'seller';
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export const DEMO_ACCOUNTS = {
  buyer: {
    email: 'buyer@gavel.test',
    password: 'Buyer123!',
    username: 'Alice Buyer',
    firstName: 'Alice',
    lastName: 'Buyer',
    company: 'Acme Refurb LLC',
    role: 'buyer',
    phone: '+1 214 555 0142',
    street: '1200 Commerce St',
    city: 'Dallas',
    state: 'TX',
    zip: '75202',
    country: 'United States',
  },
  buyer2: {
    email: 'buyer2@gavel.test',
    password: 'Buyer123!',
    username: 'Bob Bidder',
    firstName: 'Bob',
    lastName: 'Bidder',
    company: 'Byte Recyclers Inc',
    role: 'buyer',
    phone: '+1 973 555 0187',
    street: '88 Harbor Way',
    city: 'Newark',
    state: 'NJ',
    zip: '07105',
    country: 'United States',
  },
  admin: {
    email: 'admin@gavel.test',
    password: 'Admin123!',
    username: 'Gavel Admin',
    firstName: 'Ada',
    lastName: 'Admin',
    company: null,
    role: 'admin',
    phone: '+1 901 555 0100',
    street: '',
    city: '',
    state: '',
    zip: '',
    country: 'United States',
  },
  seller: {
    email: 'seller@gavel.test',
    password: 'Seller123!',
    username: 'Sam Seller',
    firstName: 'Sam',
    lastName: 'Seller',
    company: 'Gavel Asset Recovery',
    role: 'seller',
    phone: '+1 901 555 0199',
    street: '4500 Logistics Pkwy',
    city: 'Memphis',
    state: 'TN',
    zip: '38118',
    country: 'United States',
  },
  seller2: {
    email: 'seller2@gavel.test',
    password: 'Seller123!',
    username: 'Rita Reseller',
    firstName: 'Rita',
    lastName: 'Reseller',
    company: 'Northwind IT Disposition',
    role: 'seller',
    phone: '+1 503 555 0163',
    street: '2100 NW Front Ave',
    city: 'Portland',
    state: 'OR',
    zip: '97209',
    country: 'United States',
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
