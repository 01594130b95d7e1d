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
  /** Absolute root, for static serving of public folders. */
  readonly root: string;
}

const safe = (segment: string) => {
  if (!/^[A-Za-z0-9._-]+$/.test(segment) || segment.startsWith('.')) throw new Error(`unsafe file name: ${segment}`);
  return segment;
};

/** The default store: a local folder (`DATA_DIR/uploads`). */
export function createLocalFileStore(root: string): FileStore {
  const full = (folder: string, name: string) => path.join(root, safe(folder), safe(name));
  return {
    root,
    async put(folder, name, data) {
      await fs.mkdir(path.join(root, safe(folder)), { recursive: true });
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
  };
}
