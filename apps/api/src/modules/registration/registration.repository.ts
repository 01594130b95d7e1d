import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  brands,
  categories,
  categoryBrands,
  companies,
  companyContacts,
  companyProfiles,
  companyReferences,
  userCategoryInterests,
  users,
} from '../../platform/db/schema/index.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';

type NewUser = typeof users.$inferInsert;
type NewProfile = typeof companyProfiles.$inferInsert;
type NewContact = typeof companyContacts.$inferInsert;
type NewReference = typeof companyReferences.$inferInsert;

export { isUniqueViolation };

export const registrationRepository = {
  async emailTaken(db: DbOrTx, email: string) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    return !!row;
  },

  async usernameTaken(db: DbOrTx, username: string, exceptUserId?: number) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${username})`, exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined))
      .limit(1);
    return !!row;
  },

  async categoriesWithBrands(db: DbOrTx) {
    const [cats, links] = await Promise.all([
      db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
      db
        .select({ categoryId: categoryBrands.categoryId, id: brands.id, name: brands.name })
        .from(categoryBrands)
        .innerJoin(brands, eq(brands.id, categoryBrands.brandId))
        .orderBy(asc(brands.name)),
    ]);
    return cats.map((c) => ({ ...c, brands: links.filter((l) => l.categoryId === c.id).map((l) => ({ id: l.id, name: l.name })) }));
  },

  async existingCategoryIds(db: DbOrTx, ids: number[]) {
    if (!ids.length) return new Set<number>();
    const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
    return new Set(rows.map((r) => r.id));
  },

  async insertCompany(db: DbOrTx, values: { name: string; registrationNumber: string }) {
    const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
    return row!.id;
  },

  /** Inserts a user; null when the email is taken (the citext unique index decides, races included). */
  async insertUser(db: DbOrTx, values: NewUser): Promise<number | null> {
    try {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      return row!.id;
    } catch (err) {
      if (isUniqueViolation(err, 'users_email_unique')) return null;
      throw err;
    }
  },

  async updateUser(db: DbOrTx, userId: number, values: Partial<NewUser>) {
    await db
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  },

  async insertDetails(
    db: DbOrTx,
    d: { profile: NewProfile; contacts: NewContact[]; references: NewReference[]; userId: number; categoryIds: number[] },
  ) {
    await db.insert(companyProfiles).values(d.profile);
    if (d.contacts.length) await db.insert(companyContacts).values(d.contacts);
    if (d.references.length) await db.insert(companyReferences).values(d.references);
    if (d.categoryIds.length) {
      await db
        .insert(userCategoryInterests)
        .values(d.categoryIds.map((categoryId) => ({ userId: d.userId, categoryId })))
        .onConflictDoNothing();
    }
  },
};
export type RegistrationRepository = typeof registrationRepository;
