import { randomBytes } from 'node:crypto';
import { fieldMessages, taxDocumentRules } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import { privateFolders, type FileStore } from '../../platform/files/file-store.js';
import type { UploadedFile } from '../../platform/http/route.js';
import { AppError } from '../../platform/http/errors.js';
import type { Logger } from '../../platform/logger.js';
import { contentTypeOf, detectDocumentKind, extensionOf, kindOfExtension } from './document-type.js';
import type { TaxDocumentsRepository } from './tax-documents.repository.js';

/** Private: served only to the company's members and staff (GET /api/files/tax-documents/:name). */
export const TAX_DOCUMENT_FOLDER = privateFolders.taxDocuments;
/** Uploads no registration claimed within a day are deleted (rows and files). */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

const fieldError = (code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE', message: string) =>
  new AppError(code, message, { fields: { [taxDocumentRules.field]: message } });

/** A display-only copy of the client's file name: no path, no control characters, bounded. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200) || 'document';

export interface TaxDocumentsDeps {
  db: Db;
  repo: TaxDocumentsRepository;
  files: FileStore;
  logger: () => Logger;
  now?: () => Date;
}

export function createTaxDocumentsService({ db, repo: taxDocumentsRepository, files, logger, now = () => new Date() }: TaxDocumentsDeps) {
  return {
    /**
     * Stores an uploaded tax-exempt document under a random 192-bit name in the file
     * store's `documents` folder, after checking the name's extension and the content's
     * magic bytes agree on an accepted type and the size is at most 5 MB.
     */
    async save(uploaded: UploadedFile[]) {
      const file = uploaded.find((f) => f.fieldname === taxDocumentRules.field);
      if (!file || file.data.length === 0) throw fieldError('VALIDATION_FAILED', fieldMessages.taxDocument);
      if (file.data.length > taxDocumentRules.maxBytes) throw fieldError('PAYLOAD_TOO_LARGE', fieldMessages.fileSize);
      const ext = extensionOf(file.filename);
      const kind = detectDocumentKind(file.data);
      if (!(taxDocumentRules.extensions as readonly string[]).includes(ext) || !kind || kindOfExtension[ext] !== kind) {
        throw fieldError('VALIDATION_FAILED', fieldMessages.fileType);
      }
      const name = `${randomBytes(24).toString('hex')}.${ext}`;
      await files.put(TAX_DOCUMENT_FOLDER, name, file.data);
      try {
        await taxDocumentsRepository.insert(db, {
          fileName: name,
          originalName: cleanName(file.filename),
          contentType: contentTypeOf[kind],
          sizeBytes: file.data.length,
        });
      } catch (err) {
        await files.remove(TAX_DOCUMENT_FOLDER, name);
        throw err;
      }
      await this.purgeOrphans().catch((err: unknown) => logger().warn({ err }, 'tax document purge failed'));
      return { name, original_name: cleanName(file.filename), size: file.data.length };
    },

    /**
     * Deletes uploads no registration claimed within ORPHAN_AGE_MS (a few per call, so an
     * upload never waits long). Runs after each upload: the folder cleans itself without a job runner.
     */
    async purgeOrphans(at = now(), limit = 20) {
      const stale = await taxDocumentsRepository.unclaimedBefore(db, new Date(at.getTime() - ORPHAN_AGE_MS), limit);
      const deleted = await taxDocumentsRepository.deleteUnclaimed(
        db,
        stale.map((s) => s.id),
      );
      for (const d of deleted) await files.remove(TAX_DOCUMENT_FOLDER, d.fileName);
      return deleted.length;
    },
  };
}
export type TaxDocumentsService = ReturnType<typeof createTaxDocumentsService>;
