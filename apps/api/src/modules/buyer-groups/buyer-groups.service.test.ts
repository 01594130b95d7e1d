import { describe, expect, it } from 'vitest';
import { fake, fakeDb } from '../../testing/fake-db.js';
import type { AuthUser } from '../../platform/http/auth.js';
import type { AuditRecord } from '../audit/index.js';
import type { BuyerGroupRow, BuyerGroupsRepository, MemberStatus } from './buyer-groups.repository.js';
import { createBuyerGroupsService } from './buyer-groups.service.js';

const staff = { id: 1, isAdmin: true, isEmployee: false, companyId: null } as AuthUser;
const seller = (id: number) => ({ id, isAdmin: false, isEmployee: false, companyId: null }) as AuthUser;
const buyer = (id: number) => ({ id, isAdmin: false, isEmployee: false, isBuyer: true, companyId: null }) as AuthUser;

type Account = {
  id: number;
  firstName: string;
  email: string;
  language: string;
  status: 'active' | 'pending' | 'invited' | 'deactivated';
  isBuyer: boolean;
};

function world(accounts: Account[] = []) {
  const groups = new Map<number, BuyerGroupRow>();
  const members = new Map<string, MemberStatus>();
  const lotGroups = new Map<number, number[]>();
  const audits: AuditRecord[] = [];
  const mails: { to: string; subject: string }[] = [];
  let nextId = 1;
  const key = (g: number, u: number) => `${g}:${u}`;
  const inScope = (scope: number | null, id: number) => {
    const g = groups.get(id);
    return g && (scope === null || g.sellerId === scope) ? g : null;
  };
  const repo = fake<BuyerGroupsRepository>(
    {
      insertGroup: async (_tx, v) => {
        const row = {
          id: nextId++,
          sellerId: v.sellerId ?? null,
          name: v.name,
          description: v.description ?? '',
          openToRequests: v.openToRequests ?? false,
          createdBy: v.createdBy ?? null,
          createdAt: new Date(0),
        };
        groups.set(row.id, row);
        return row;
      },
      list: async (_db, scope) =>
        [...groups.values()]
          .filter((g) => scope === null || g.sellerId === scope)
          .map((g) => ({
            group: g,
            sellerName: g.sellerId ? 'Seller' : null,
            members: [...members].filter(([k, s]) => k.startsWith(`${g.id}:`) && s === 'member').length,
            requests: [...members].filter(([k, s]) => k.startsWith(`${g.id}:`) && s === 'requested').length,
            lots: 0,
          })),
      find: async (_db, scope, id) => inScope(scope, id),
      members: async (_db, groupId) =>
        [...members]
          .filter(([k]) => k.startsWith(`${groupId}:`))
          .map(([k, status]) => {
            const a = accounts.find((x) => x.id === Number(k.split(':')[1]))!;
            return { userId: a.id, name: a.firstName, email: a.email, company: null, status, since: new Date(0) };
          }),
      membership: async (_db, g, u) => members.get(key(g, u)) ?? null,
      upsertMember: async (_tx, g, u, status) => void members.set(key(g, u), status),
      deleteMember: async (_tx, g, u) => {
        const s = members.get(key(g, u)) ?? null;
        members.delete(key(g, u));
        return s;
      },
      buyer: async (_db, by) => accounts.find((a) => (by.id !== undefined ? a.id === by.id : a.email === by.email)) ?? null,
      usableGroups: async (_db, ids, sellerId) =>
        ids.filter((id) => groups.has(id) && (groups.get(id)!.sellerId === null || groups.get(id)!.sellerId === sellerId)),
      lotGroupIds: async (_db, lotId) => lotGroups.get(lotId) ?? [],
      setLotGroups: async (_tx, lotId, ids) => void lotGroups.set(lotId, ids),
    },
    'buyerGroupsRepository',
  );
  const service = createBuyerGroupsService({
    db: fakeDb(),
    repo,
    audit: { record: async (_tx, r) => void audits.push(r) },
    notifier: {
      mail: (to: string, m: { subject: string }) => void mails.push({ to, subject: m.subject }),
      link: (p: string) => `https://gavel.test${p}`,
    } as never,
    isSeller: async (id) => id >= 100,
  });
  return { service, groups, members, lotGroups, audits, mails };
}

const ana: Account = { id: 7, firstName: 'Ana', email: 'ana@example.com', language: 'French', status: 'active', isBuyer: true };
const pending: Account = { id: 8, firstName: 'Pat', email: 'pat@example.com', language: 'English', status: 'pending', isBuyer: true };

describe('buyer groups service', () => {
  it("a seller's group is its own; staff make staff groups or give one to a seller", async () => {
    const w = world();
    const mine = await w.service.create(seller(100), { name: 'Refurbishers', description: '', open_to_requests: false, seller_id: 101 });
    expect(mine.seller?.id).toBe(100);
    const site = await w.service.create(staff, { name: 'Site', description: '', open_to_requests: false });
    expect(site.seller).toBeNull();
    const given = await w.service.create(staff, { name: 'Given', description: '', open_to_requests: false, seller_id: 101 });
    expect(given.seller?.id).toBe(101);
    await expect(w.service.create(staff, { name: 'Bad', description: '', open_to_requests: false, seller_id: 5 })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(w.audits.map((a) => a.action)).toEqual(['buyerGroups.create', 'buyerGroups.create', 'buyerGroups.create']);
  });

  it('adds an active buyer by email, emails them once in their language, and audits it; refuses a pending account', async () => {
    const w = world([ana, pending]);
    const g = await w.service.create(seller(100), { name: 'Trusted', description: '', open_to_requests: false });
    const d = await w.service.addMember(seller(100), g.id, { email: 'ana@example.com' });
    expect(d.members).toEqual([expect.objectContaining({ user_id: 7, status: 'member' })]);
    await w.service.addMember(seller(100), g.id, { user_id: 7 });
    expect(w.mails).toEqual([{ to: 'ana@example.com', subject: 'Vous avez désormais accès aux ventes privées de Trusted' }]);
    expect(w.audits.at(-1)).toMatchObject({ action: 'buyerGroups.addMember', entity: 'buyer_group', entityId: g.id, userId: 7 });
    await expect(w.service.addMember(seller(100), g.id, { user_id: 8 })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it("another seller's group does not exist for a seller", async () => {
    const w = world([ana]);
    const g = await w.service.create(seller(100), { name: 'Trusted', description: '', open_to_requests: false });
    await expect(w.service.addMember(seller(101), g.id, { user_id: 7 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(w.service.removeMember(seller(101), g.id, 7)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(w.service.get(seller(101), g.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await w.service.list(seller(101))).toEqual([]);
    expect((await w.service.list(staff)).map((x) => x.id)).toEqual([g.id]);
  });

  it('a buyer asks to join only a group open to requests; approving it is audited as such', async () => {
    const w = world([ana]);
    const open = await w.service.create(staff, { name: 'Open', description: '', open_to_requests: true });
    const closed = await w.service.create(staff, { name: 'Closed', description: '', open_to_requests: false });
    await expect(w.service.requestToJoin(buyer(7), closed.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await w.service.requestToJoin(buyer(7), open.id);
    expect(w.members.get(`${open.id}:7`)).toBe('requested');
    await w.service.addMember(staff, open.id, { user_id: 7 });
    expect(w.members.get(`${open.id}:7`)).toBe('member');
    expect(w.audits.slice(-2).map((a) => a.action)).toEqual(['buyerGroups.requestToJoin', 'buyerGroups.approveRequest']);
    // A member asking again stays a member.
    await w.service.requestToJoin(buyer(7), open.id);
    expect(w.members.get(`${open.id}:7`)).toBe('member');
  });

  it('declining a request emails the buyer once in their language; removing a member does not', async () => {
    const w = world([ana]);
    const open = await w.service.create(staff, { name: 'Open', description: '', open_to_requests: true });
    await w.service.requestToJoin(buyer(7), open.id);
    await w.service.removeMember(staff, open.id, 7);
    expect(w.audits.at(-1)).toMatchObject({ action: 'buyerGroups.declineRequest', userId: 7 });
    expect(w.mails).toEqual([{ to: 'ana@example.com', subject: 'Votre demande d’adhésion à Open a été refusée' }]);
    await w.service.addMember(staff, open.id, { user_id: 7 });
    await w.service.removeMember(staff, open.id, 7);
    expect(w.mails.map((m) => m.subject)).toEqual([
      'Votre demande d’adhésion à Open a été refusée',
      'Vous avez désormais accès aux ventes privées de Open',
    ]);
  });

  it("a lot may be made private only to staff groups and its own seller's groups", async () => {
    const w = world();
    const own = await w.service.create(seller(100), { name: 'Own', description: '', open_to_requests: false });
    const others = await w.service.create(seller(101), { name: 'Others', description: '', open_to_requests: false });
    const site = await w.service.create(staff, { name: 'Site', description: '', open_to_requests: false });
    const tx = fakeDb() as never;
    expect(await w.service.setLotGroups(tx, { id: 50, sellerId: 100 }, [own.id, site.id, own.id])).toEqual([]);
    expect(w.lotGroups.get(50)).toEqual([own.id, site.id]);
    await expect(w.service.setLotGroups(tx, { id: 50, sellerId: 100 }, [others.id])).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      extra: { fields: { buyer_group_ids: 'NOT_YOUR_GROUP' } },
    });
    expect(w.lotGroups.get(50)).toEqual([own.id, site.id]);
  });
});
