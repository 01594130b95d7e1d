import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import {
  companies,
  companyContacts,
  companyProfiles,
  companyReferences,
  sellerRequests,
  taxDocuments,
  users,
} from '../../platform/db/schema/index.js';
import type { AccountRole, AccountStatus, SellerRequestStatus } from '@gavel/contract';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const staffSql = sql`(${users.isAdmin} or ${users.isEmployee})`;
const roleWhere: Record<AccountRole, SQL> = {
  staff: staffSql,
  seller: sql`(${users.isSeller} and not ${staffSql})`,
  buyer: sql`(not ${users.isSeller} and not ${staffSql})`,
};

const accountColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  company: companies.name,
  status: users.status,
  isAdmin: users.isAdmin,
  isEmployee: users.isEmployee,
  isSeller: users.isSeller,
  language: users.language,
  createdAt: users.createdAt,
};

export const accountsRepository = {
  async list(db: DbOrTx, f: { q?: string; status?: AccountStatus; role?: AccountRole; page: number; perPage: number }) {
    const like = f.q ? `%${escapeLike(f.q)}%` : null;
    const cond = and(
      f.status ? eq(users.status, f.status) : undefined,
      f.role ? roleWhere[f.role] : undefined,
      like
        ? or(
            ilike(users.email, like),
            ilike(users.firstName, like),
            ilike(users.lastName, like),
            sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`,
            ilike(companies.name, like),
          )
        : undefined,
    );
    const [rows, [total], [pending]] = await Promise.all([
      db
        .select(accountColumns)
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(cond)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(f.perPage)
        .offset((f.page - 1) * f.perPage),
      db.select({ n: count() }).from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(cond),
      db.select({ n: count() }).from(users).where(eq(users.status, 'pending')),
    ]);
    return { rows, total: total?.n ?? 0, pending: pending?.n ?? 0 };
  },

  async row(db: DbOrTx, id: number) {
    const [row] = await db.select(accountColumns).from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(eq(users.id, id)).limit(1);
    return row ?? null;
  },

  /** The account with its registration: company, profile, contacts, references, claimed tax documents. */
  async detail(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ ...accountColumns, user: users, companyRow: companies, profile: companyProfiles })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, users.companyId))
      .where(eq(users.id, id))
      .limit(1);
    if (!row) return null;
    const companyId = row.user.companyId;
    if (companyId == null) return { ...row, contacts: [], references: [], documents: [] };
    const [contacts, references, documents] = await Promise.all([
      db.select().from(companyContacts).where(eq(companyContacts.companyId, companyId)).orderBy(asc(companyContacts.role), asc(companyContacts.position), asc(companyContacts.id)),
      db.select().from(companyReferences).where(eq(companyReferences.companyId, companyId)).orderBy(asc(companyReferences.kind), asc(companyReferences.position), asc(companyReferences.id)),
      db.select().from(taxDocuments).where(eq(taxDocuments.companyId, companyId)).orderBy(asc(taxDocuments.uploadedAt)),
    ]);
    return { ...row, contacts, references, documents };
  },

  /** A tax document of the account's company (null when the document is not that account's). */
  async taxDocument(db: DbOrTx, userId: number, documentId: number) {
    const [row] = await db
      .select({ fileName: taxDocuments.fileName, contentType: taxDocuments.contentType, originalName: taxDocuments.originalName })
      .from(taxDocuments)
      .innerJoin(users, eq(users.companyId, taxDocuments.companyId))
      .where(and(eq(users.id, userId), eq(taxDocuments.id, documentId)))
      .limit(1);
    return row ?? null;
  },
};

export const sellerRequestsAdminRepository = {
  async list(db: DbOrTx, f: { status?: SellerRequestStatus; page: number; perPage: number }) {
    const cond = f.status ? eq(sellerRequests.status, f.status) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(sellerRequests)
        .where(cond)
        .orderBy(desc(sellerRequests.createdAt), desc(sellerRequests.id))
        .limit(f.perPage)
        .offset((f.page - 1) * f.perPage),
      db.select({ n: count() }).from(sellerRequests).where(cond),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async lock(tx: Tx, id: number) {
    const [row] = await tx.select().from(sellerRequests).where(eq(sellerRequests.id, id)).for('update');
    return row ?? null;
  },

  async decide(tx: Tx, id: number, values: { status: SellerRequestStatus; decidedBy: number; declineReason?: string; userId?: number; language: string }) {
    const [row] = await tx
      .update(sellerRequests)
      .set({ ...values, decidedAt: sql`now()` })
      .where(eq(sellerRequests.id, id))
      .returning();
    return row!;
  },
};
export type AccountListRow = Awaited<ReturnType<typeof accountsRepository.list>>['rows'][number];
export type AccountDetailRow = NonNullable<Awaited<ReturnType<typeof accountsRepository.detail>>>;
export type SellerRequestRow = Awaited<ReturnType<typeof sellerRequestsAdminRepository.lock>> & {};
export type AccountsRepository = typeof accountsRepository;
export type SellerRequestsAdminRepository = typeof sellerRequestsAdminRepository;
