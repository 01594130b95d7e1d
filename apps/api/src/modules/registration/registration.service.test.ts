import { describe, expect, it } from 'vitest';
import type { Registration } from '@gavel/contract';
import { fake, fakeDb } from '../../testing/fake-db.js';
import { AppError } from '../../platform/http/errors.js';
import type { AuthService } from '../auth/index.js';
import type { RegistrationRepository } from './registration.repository.js';
import { createRegistrationService } from './registration.service.js';

const form = (over: Partial<Registration> = {}) =>
  ({
    email: 'cy@example.com',
    password: 'a-good-password-1',
    first_name: 'Cy',
    last_name: 'Lee',
    username: 'cy',
    language: 'English',
    company_name: 'Cy Trading',
    company_id: 'R-1',
    categories: [4],
    tax_exempt: 0,
    tax_exempt_doc: '',
    checkDuplicateUsername: 0,
    business_years: null,
    business_structure: 'LLC',
    owners: [],
    trade_references: [],
    bank_references: [],
    ...over,
  }) as unknown as Registration;

type Invited = Awaited<ReturnType<AuthService['inspectInvitation']>>;

function world(opts: { approval?: boolean; invited?: { id: number; email: string } } = {}) {
  const users: { id: number; email: string; status?: string; companyId?: number | null }[] = opts.invited ? [{ ...opts.invited, status: 'invited' }] : [];
  const companies: string[] = [];
  const welcomes: { to: string; pendingApproval: boolean }[] = [];
  const used: number[] = [];
  const sessions: number[] = [];
  const repo = fake<RegistrationRepository>(
    {
      emailTaken: async (_db, email) => users.some((u) => u.email === email),
      existingCategoryIds: async (_db, ids) => new Set(ids.filter((id) => id === 4)),
      insertCompany: async (_db, v) => companies.push(v.name),
      insertUser: async (_db, v) => (users.push({ id: users.length + 100, email: v.email, status: v.status, companyId: v.companyId }), users.length + 99),
      updateUser: async (_db, id, v) => void Object.assign(users.find((u) => u.id === id)!, v),
      insertDetails: async () => {},
    },
    'registrationRepository',
  );
  const auth = {
    inspectInvitation: async (_db: unknown, token: string) => {
      const u = users.find((x) => x.id === opts.invited?.id);
      if (token !== 'good' || !u) throw new AppError('TOKEN_INVALID');
      if (u.status !== 'invited') throw new AppError('TOKEN_USED');
      return { user: u, invitation: { companyName: 'Cy Trading' } } as unknown as Invited;
    },
    useInvitations: async (_db: unknown, id: number) => void used.push(id),
    startSessionFor: async (id: number) => (sessions.push(id), { token: 't', user: { id } as never }),
  };
  const service = createRegistrationService({
    db: fakeDb(),
    repo,
    taxDocuments: { claim: async () => false },
    notifier: { welcome: (to, v) => welcomes.push({ to, pendingApproval: v.pendingApproval }) },
    auth,
    content: { staticPage: async () => null as never },
    buyerApproval: async () => (opts.approval === undefined ? null : { required: opts.approval }),
  });
  return { service, users, companies, welcomes, used, sessions };
}

describe('registration', () => {
  it('makes a new buyer active when the operator requires no approval', async () => {
    const w = world();
    expect(await w.service.register(form())).toEqual({ user_id: 100, account_status: 'active' });
    expect(w.users[0]!.status).toBe('active');
    expect(w.welcomes).toEqual([{ to: 'cy@example.com', pendingApproval: false }]);
  });

  it('keeps a new buyer pending when the operator requires approval, and says so in the welcome', async () => {
    const w = world({ approval: true });
    expect((await w.service.register(form())).account_status).toBe('pending');
    expect(w.users[0]!.status).toBe('pending');
    expect(w.welcomes).toEqual([{ to: 'cy@example.com', pendingApproval: true }]);
  });

  it('refuses a taken email and an unknown category before writing anything', async () => {
    const w = world({ invited: { id: 1, email: 'cy@example.com' } });
    await expect(w.service.register(form())).rejects.toMatchObject({ code: 'EMAIL_TAKEN' });
    await expect(w.service.register(form({ email: 'new@example.com', categories: [99] }))).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(w.companies).toEqual([]);
    expect(w.welcomes).toEqual([]);
  });

  it('completes an invitation: the account becomes active, the invitations are used up, a session starts', async () => {
    const w = world({ invited: { id: 1, email: 'cy@example.com' } });
    await w.service.completeInvitation({ ...form({ email: 'CY@example.com' }), token: 'good', user_id: 1 });
    expect(w.users[0]!.status).toBe('active');
    expect(w.used).toEqual([1]);
    expect(w.sessions).toEqual([1]);
  });

  it("refuses an invitation completed for another user or with another email, changing nothing", async () => {
    const w = world({ invited: { id: 1, email: 'cy@example.com' } });
    await expect(w.service.completeInvitation({ ...form(), token: 'good', user_id: 2 })).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    await expect(w.service.completeInvitation({ ...form({ email: 'other@example.com' }), token: 'good', user_id: 1 })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(w.users[0]!.status).toBe('invited');
    expect(w.used).toEqual([]);
    expect(w.sessions).toEqual([]);
  });
});
