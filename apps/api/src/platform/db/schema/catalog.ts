import { bigint, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_key_unique').on(t.key)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('brands_name_unique').on(t.name)],
);

/** Which brands a category lists in its sub-menu. */
export const categoryBrands = pgTable(
  'category_brands',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.brandId] })],
);

/** Grades (shown as "grade" in search): name, phrase key and description. */
export const conditions = pgTable('conditions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  languageVar: text('language_var').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  languageVar: text('language_var').notNull(),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  iso2: text('iso2').notNull(),
});

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  code: text('code').notNull(),
  name: text('name').notNull(),
});

/** Exchange rates: units of the currency per 1 EUR. */
export const currencies = pgTable(
  'currencies',
  {
    id: serial('id').primaryKey(),
    countryName: text('country_name').notNull(),
    code: text('code').notNull(),
    rateToEur: numeric('rate_to_eur', { precision: 18, scale: 8, mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('currencies_code_unique').on(t.code)],
);

/** Increment by price band, amounts in cents; `to_amount` exclusive, null for the top band. */
export const bidIncrements = pgTable('bid_increments', {
  id: serial('id').primaryKey(),
  fromAmount: bigint('from_amount', { mode: 'number' }).notNull(),
  toAmount: bigint('to_amount', { mode: 'number' }),
  increment: bigint('increment', { mode: 'number' }).notNull(),
});
