import { describe, expect, it } from 'vitest';
import { fake, fakeDb } from '../../testing/fake-db.js';
import type { AuthUser } from '../../platform/http/auth.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { UploadedFile } from '../../platform/http/route.js';
import type { AuditRecord } from '../audit/index.js';
import type { ImportLot, ManifestImportRepository } from './manifest-import.repository.js';
import { createManifestImportService } from './manifest-import.service.js';

const staff = { id: 1, isAdmin: true, isEmployee: false } as AuthUser;
const seller = (id: number) => ({ id, isAdmin: false, isEmployee: false }) as AuthUser;

const lot = (over: Partial<ImportLot> = {}): ImportLot => ({
  id: 7, sellerId: 5, title: 'Laptops', listingFormat: 'live', auctionType: 'live', status: 'open', bidCount: 0, manifestFile: null, ...over,
});

const csv = (text: string): UploadedFile[] => [{ fieldname: 'file', filename: 'manifest.csv', mimetype: 'text/csv', data: Buffer.from(text) } as UploadedFile];
const clean = 'Brand,Product name,Category,Part number,Qty\nHP,EliteBook,Laptops,X1,3\nDell,Latitude,Laptops,E7,2\n';

function world(l: ImportLot, opts: { hasBids?: boolean; lockedAs?: Partial<ImportLot> } = {}) {
  const stored = new Map<string, Buffer>();
  const saved: { lotId: number; rows: unknown[]; manifestFile?: string }[] = [];
  const audits: AuditRecord[] = [];
  const files = fake<FileStore>(
    {
      put: async (folder, name, data) => (stored.set(`${folder}/${name}`, Buffer.from(data)), name),
      read: async (folder, name) => stored.get(`${folder}/${name}`)!,
      exists: async (folder, name) => stored.has(`${folder}/${name}`),
      remove: async (folder, name) => void stored.delete(`${folder}/${name}`),
      removeOlderThan: async () => 0,
    },
    'files',
  );
  const repo = fake<ManifestImportRepository>(
    {
      lot: async (_db, id) => (id === l.id ? l : undefined),
      lockLot: async () => ({ ...l, ...opts.lockedAs }),
      hasBids: async () => opts.hasBids ?? false,
      lineCount: async () => 1,
      replaceManifestLines: async (_tx, lotId, rows, manifestFile) => (saved.push({ lotId, rows, manifestFile }), 1),
      replaceLineItems: async (_tx, lotId, rows) => (saved.push({ lotId, rows }), 0),
    },
    'manifestImportRepository',
  );
  const service = createManifestImportService({ db: fakeDb(), repo, files, audit: { record: async (_tx, r) => void audits.push(r) } });
  return { service, stored, saved, audits };
}

describe('manifest import: preview', () => {
  it('checks every row, stores a clean upload privately and answers its token', async () => {
    const w = world(lot());
    const p = await w.service.preview(staff, 7, csv(clean));
    expect(p.counts).toEqual({ rows: 2, valid: 2, with_problems: 0 });
    expect(p.token).toEqual(expect.any(String));
    expect([...w.stored.keys()]).toEqual([expect.stringMatching(/manifest-7-u1-.*\.csv$/)]);
    expect(w.saved).toEqual([]);
  });

  it('answers the problems and no token for a file with bad rows, storing nothing', async () => {
    const w = world(lot());
    const p = await w.service.preview(staff, 7, csv('Product name,Qty\nok,2.5\n'));
    expect(p.token).toBeNull();
    expect(p.counts.with_problems).toBe(1);
    expect(w.stored.size).toBe(0);
  });

  it('refuses a lot with bids or that has ended, and another seller’s lot as not found', async () => {
    await expect(world(lot(), { hasBids: true }).service.preview(staff, 7, csv(clean))).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(world(lot({ status: 'sold' })).service.preview(staff, 7, csv(clean))).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(world(lot()).service.preview(seller(6), 7, csv(clean))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(world(lot()).service.preview(staff, 7, [])).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('manifest import: confirm', () => {
  it('saves the previewed rows with a CSV download, audits it and frees the upload slot', async () => {
    const w = world(lot());
    const { token } = await w.service.preview(seller(5), 7, csv(clean));
    const r = await w.service.confirm(seller(5), 7, token!, '10.0.0.1');
    expect(r).toEqual({ lot_id: 7, kind: 'manifest', created: 2, replaced: 1 });
    expect(w.saved[0]!.rows).toHaveLength(2);
    expect(w.saved[0]!.manifestFile).toMatch(/^manifest-7-[0-9a-f]+\.csv$/);
    expect([...w.stored.keys()]).toEqual([`product_csv/${w.saved[0]!.manifestFile}`]);
    expect(w.audits).toMatchObject([{ action: 'manifestImport.confirm', actorId: 5, lotId: 7, ip: '10.0.0.1', after: { kind: 'manifest', lines: 2 } }]);
  });

  it('refuses a token previewed by someone else or already used', async () => {
    const w = world(lot());
    const { token } = await w.service.preview(staff, 7, csv(clean));
    await expect(w.service.confirm(seller(5), 7, token!)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await w.service.confirm(staff, 7, token!);
    await expect(w.service.confirm(staff, 7, token!)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses when the lot got a bid since the preview, and removes the CSV it wrote', async () => {
    const w = world(lot(), {});
    const { token } = await w.service.preview(staff, 7, csv(clean));
    const locked = world(lot(), { lockedAs: { bidCount: 1 } });
    for (const [k, v] of w.stored) locked.stored.set(k, v);
    await expect(locked.service.confirm(staff, 7, token!)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(locked.saved).toEqual([]);
    expect([...locked.stored.keys()].some((k) => k.startsWith('product_csv/'))).toBe(false);
  });
});
