import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded and generated files live. Folders: banner, product, messages, product_csv, documents. */
export interface FileStore {
  put(folder: string, name: string, data: Buffer | Uint8Array | string): Promise<string>;
  read(folder: string, name: string): Promise<Buffer>;
  stream(folder: string, name: string): Readable;
  exists(folder: string, name: string): Promise<boolean>;
  remove(folder: string, name: string): Promise<void>;
  /** Deletes the folder's files last written before `before`; answers how many. */
  removeOlderThan(folder: string, before: Date): Promise<number>;
  /** Absolute root, for static serving of public folders. */
  readonly root: string;
}

const safe = (segment: string) => {
  if (!/^[A-Za-z0-9._-]+$/.test(segment) || segment.startsWith('.')) throw new Error(`unsafe file name: ${segment}`);
  return segment;
};

/**
 * Folders of private files (docs/security.md): stored outside the public uploads folder
 * (`DATA_DIR/private`, never served statically), read only through authorised routes.
 */
export const privateFolders = {
  /** Bid spreadsheets buyers upload. */
  bidFiles: 'private-bid-files',
  /** Bulk-bid outcome spreadsheets. */
  bidStatus: 'private-bid-status',
  /** Tax-exempt documents of registrations. */
  taxDocuments: 'private-tax-documents',
  /** Manifest spreadsheets waiting between their preview and their confirmation (an hour at most). */
  manifestUploads: 'private-manifest-uploads',
} as const;
const isPrivate = (folder: string) => folder.startsWith('private-');

/** The default store: a local folder (`DATA_DIR/uploads`); private folders under a sibling `DATA_DIR/private`. */
export function createLocalFileStore(root: string, privateRoot = path.join(path.dirname(root), 'private')): FileStore {
  const base = (folder: string) => (isPrivate(folder) ? privateRoot : root);
  const full = (folder: string, name: string) => path.join(base(folder), safe(folder), safe(name));
  return {
    root,
    async put(folder, name, data) {
      await fs.mkdir(path.join(base(folder), safe(folder)), { recursive: true });
      await fs.writeFile(full(folder, name), data);
      return name;
    },
    read: (folder, name) => fs.readFile(full(folder, name)),
    stream: (folder, name) => createReadStream(full(folder, name)),
    exists: (folder, name) =>
      fs.access(full(folder, name)).then(
        () => true,
        () => false,
      ),
    remove: (folder, name) => fs.rm(full(folder, name), { force: true }),
    async removeOlderThan(folder, before) {
      const dir = path.join(base(folder), safe(folder));
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const stat = await fs.stat(path.join(dir, name)).catch(() => null);
        if (stat?.isFile() && stat.mtime < before) {
          await fs.rm(path.join(dir, name), { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
