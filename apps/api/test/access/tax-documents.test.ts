import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '@gavel/contract';
import { startTestServer, type TestServer } from '../harness.js';
import { categoryIds, postRegistration, sampleFiles, seedReference, uploadTaxDocument, validRegistration } from './support/fixtures.js';
import { privateFolders } from '../../src/platform/files/file-store.js';

const TAX_DOCUMENT_FOLDER = privateFolders.taxDocuments;

let s: TestServer;
let cats: number[];
beforeAll(async () => {
  s = await startTestServer();
  await seedReference(s);
  cats = await categoryIds(s);
});
afterAll(() => s?.close());

const TYPE_MESSAGE = 'File type should be docx / pdf / jpg / jpeg / png';
const docRow = async (name: string) =>
  (
    await s.database.pool.query('select original_name, content_type, size_bytes, company_id from tax_documents where file_name = $1', [
      name,
    ])
  ).rows[0];

describe('POST /api/user/register/savefile', () => {
  it.each([
    ['certificate.pdf', sampleFiles.pdf, 'application/pdf'],
    ['certificate.docx', sampleFiles.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['scan.jpg', sampleFiles.jpeg, 'image/jpeg'],
    ['scan.JPEG', sampleFiles.jpeg, 'image/jpeg'],
    ['scan.png', sampleFiles.png, 'image/png'],
  ])('accepts %s and stores it under a random name in the private documents folder', async (name, data, type) => {
    const res = await uploadTaxDocument(s, name, data);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = registration.saveFile.response.parse(res.body).data.saved_file;
    expect(saved.name).toMatch(/^[a-f0-9]{48}\.(pdf|docx|jpg|jpeg|png)$/);
    expect(saved.name.endsWith(`.${name.split('.').pop()!.toLowerCase()}`)).toBe(true);
    expect(saved).toMatchObject({ original_name: name, size: data.length });
    expect(await s.deps.files.read(TAX_DOCUMENT_FOLDER, saved.name)).toEqual(data);
    expect(await docRow(saved.name)).toMatchObject({ original_name: name, content_type: type, size_bytes: data.length, company_id: null });
  });

  it.each([
    ['a text file named .pdf', 'fake.pdf', sampleFiles.text],
    ['PNG bytes named .pdf', 'image.pdf', sampleFiles.png],
    ['PDF bytes named .png', 'doc.png', sampleFiles.pdf],
    ['a ZIP without a word/ part named .docx', 'archive.docx', sampleFiles.zip],
    ['a PDF named .txt', 'notes.txt', sampleFiles.pdf],
    ['a GIF', 'anim.gif', Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1')],
    ['a PDF without extension', 'certificate', sampleFiles.pdf],
  ])('refuses %s with the file-type message, storing nothing', async (_label, name, data) => {
    const before = (await s.database.pool.query('select count(*)::int as n from tax_documents')).rows[0].n;
    const res = await uploadTaxDocument(s, name, data);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { tax_exempt_doc: TYPE_MESSAGE } });
    expect((await s.database.pool.query('select count(*)::int as n from tax_documents')).rows[0].n).toBe(before);
  });

  it('accepts exactly 5 MB and refuses one byte more with 413 PAYLOAD_TOO_LARGE', async () => {
    const five = Buffer.concat([sampleFiles.pdf, Buffer.alloc(5 * 1024 * 1024 - sampleFiles.pdf.length, 0x20)]);
    expect((await uploadTaxDocument(s, 'big.pdf', five)).status).toBe(200);
    const res = await uploadTaxDocument(s, 'bigger.pdf', Buffer.concat([five, Buffer.from(' ')]));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', fields: { tax_exempt_doc: 'The file must be 5 MB or smaller' } });
  });

  it("answers 'Upload Tax Exempt Document' when no file comes in the tax_exempt_doc field", async () => {
    const res = await uploadTaxDocument(s, 'certificate.pdf', sampleFiles.pdf, 'other_field');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { tax_exempt_doc: 'Upload Tax Exempt Document' } });
  });

  it('keeps only a display copy of the client file name (no path, no control characters)', async () => {
    const res = await uploadTaxDocument(s, 'C:\\Users\\me\\tax\u0007 form.pdf', sampleFiles.pdf);
    expect(res.status).toBe(200);
    expect(res.body.data.saved_file.original_name).toBe('tax form.pdf');
  });

  it('does not list the documents folder (stored names are 192-bit random, so not guessable)', async () => {
    const name = (await uploadTaxDocument(s, 'secret.pdf', sampleFiles.pdf)).body.data.saved_file.name as string;
    const res = await fetch(new URL('/uploads/documents/', s.url));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await res.text()).not.toContain(name.slice(0, 12));
  });

  it('purges uploads no registration claimed within a day, and keeps claimed ones', async () => {
    const orphan = (await uploadTaxDocument(s, 'old.pdf', sampleFiles.pdf)).body.data.saved_file.name as string;
    const claimed = (await uploadTaxDocument(s, 'kept.pdf', sampleFiles.pdf)).body.data.saved_file.name as string;
    const reg = await postRegistration(s, '/api/user/register', validRegistration(cats, { tax_exempt: 1, tax_exempt_doc: claimed }));
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    await s.database.pool.query("update tax_documents set uploaded_at = now() - interval '25 hours' where file_name = any($1)", [
      [orphan, claimed],
    ]);

    expect((await uploadTaxDocument(s, 'new.pdf', sampleFiles.pdf)).status).toBe(200); // each upload purges
    expect(await docRow(orphan)).toBeUndefined();
    expect(await s.deps.files.exists(TAX_DOCUMENT_FOLDER, orphan)).toBe(false);
    expect(await docRow(claimed)).toMatchObject({ company_id: expect.any(Number) });
    expect(await s.deps.files.exists(TAX_DOCUMENT_FOLDER, claimed)).toBe(true);

    // A registration naming the purged upload is refused and writes nothing.
    const late = await postRegistration(s, '/api/user/register', validRegistration(cats, { tax_exempt: 1, tax_exempt_doc: orphan }));
    expect(late.status).toBe(400);
    expect(late.body.fields).toEqual({ tax_exempt_doc: 'Upload Tax Exempt Document' });
  });
});
