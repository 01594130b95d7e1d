import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';
import { buildLot, seedIncrements } from '../factories/lots.js';
import { ZIP_MAX_UNCOMPRESSED_BYTES } from '../../src/platform/spreadsheet/zip-limits.js';

/**
 * Issue 13 item 4: a spreadsheet zip bomb. The server (this process: the harness runs it
 * in-process) must refuse it with our envelope without its memory growing with the bomb.
 */
let s: TestServer;
let token: string;
let lotId: number;
beforeAll(async () => {
  s = await startTestServer({ env: { CLOSING_WORKER: 'false' } });
  await seedIncrements(s.database.db);
  token = await s.loginAs(await s.buildUser());
  lotId = (await buildLot(s.database.db)).id;
});
afterAll(() => s?.close());

const MiB = 1024 * 1024;

/** Deflates `size` zero bytes without holding them: ~1 MB per GiB of output. */
async function deflatedZeros(size: number): Promise<Buffer> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (c: Buffer) => parts.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const chunk = Buffer.alloc(MiB);
  for (let left = size; left > 0; left -= MiB) {
    if (!deflate.write(left >= MiB ? chunk : chunk.subarray(0, left))) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/** A one-entry zip (an ".xlsx") whose entry inflates to `size` bytes; `declared` is what its headers claim. */
function zipOf(name: string, body: Buffer, size: number, declared = size): Buffer {
  const n = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(body.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(n.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(body.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(n.length, 28);
  central.writeUInt32LE(0, 42);
  const dirOffset = local.length + n.length + body.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + n.length, 12);
  end.writeUInt32LE(dirOffset, 16);
  return Buffer.concat([local, n, body, central, n, end]);
}

const upload = (file: Buffer) => {
  const form = new FormData();
  form.append('project_id', String(lotId));
  form.append('bid_csv', new Blob([new Uint8Array(file)]), 'bids.xlsx');
  return fetch(new URL('/api/product/upload-bid-csv', s.url), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
};

/** Peak resident memory of this process (the server's), in bytes. */
const peakRss = () => process.resourceUsage().maxRSS * 1024;

describe('spreadsheet zip bombs', () => {
  const bombSize = 400 * MiB;
  let bomb: Buffer;
  let liar: Buffer;
  beforeAll(async () => {
    const body = await deflatedZeros(bombSize);
    bomb = zipOf('xl/worksheets/sheet1.xml', body, bombSize);
    liar = zipOf('xl/worksheets/sheet1.xml', body, bombSize, 4096);
  }, 120_000);

  it('refuses archives that expand beyond the limit, honest or lying about their size, two at once, with bounded memory', async () => {
    expect(bomb.length).toBeLessThan(2 * MiB);
    const before = peakRss();
    const answers = await Promise.all([upload(bomb), upload(liar), upload(bomb), upload(liar)]);
    const grown = peakRss() - before;
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    }
    // Four bombs of 400 MiB each: the server's peak memory grows by far less than one.
    expect(grown).toBeLessThan(ZIP_MAX_UNCOMPRESSED_BYTES + 64 * MiB);
  }, 60_000);

  it('refuses an archive with too many entries before parsing', async () => {
    const tiny = zipOf('a.xml', zlib.deflateRawSync(Buffer.from('x')), 1);
    // Claim 5000 entries in the end record.
    const many = Buffer.from(tiny);
    many.writeUInt16LE(5000, many.length - 22 + 8);
    many.writeUInt16LE(5000, many.length - 22 + 10);
    const res = await upload(many);
    expect(res.status).toBe(400);
    expect((await res.json()).fields.bid_csv).toMatch(/entries/);
  });
});
