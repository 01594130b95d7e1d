import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idParam, money, successStatus } from './common.js';

/**
 * Manifest spreadsheet import (operator console, issue 10). A lot's sheet either fills its
 * manifest lines (every format but line item) or creates a line-item lot's sub-lots.
 * Two steps: preview (parse and check every row, nothing saved) then confirm (re-reads the
 * stored upload and saves every row in one transaction, replacing what the lot had).
 */
export const manifestImportKinds = ['manifest', 'line_items'] as const;
export type ManifestImportKind = (typeof manifestImportKinds)[number];

/** The columns each kind reads; `template` is the header row of the downloadable template. */
export const manifestImportFields = {
  manifest: ['brand', 'product_name', 'description', 'category', 'part_number', 'qty', 'unit_retail'],
  line_items: ['sub_lot', 'title', 'description', 'brand', 'part_number', 'qty', 'starting_price', 'reserve_price'],
} as const satisfies Record<ManifestImportKind, readonly string[]>;
export type ManifestImportField = (typeof manifestImportFields)[ManifestImportKind][number];

/** The template's header row for each kind (the names the lot page's manifest download uses). */
export const manifestTemplateHeaders: Record<ManifestImportKind, readonly string[]> = {
  manifest: ['Brand', 'Product name', 'Category', 'Part number', 'Qty'],
  line_items: ['Sub-lot', 'Title', 'Description', 'Brand', 'Part number', 'Qty', 'Starting price', 'Reserve price'],
};

/** Limits of a manifest upload (enforced by the server, shown by the screen). */
export const manifestImportLimits = {
  maxBytes: 5 * 1024 * 1024,
  /** Data rows, header excluded. */
  maxRows: 5000,
  parseSeconds: 10,
  /** How long a previewed upload waits for its confirmation. */
  uploadLifetimeMinutes: 60,
  maxText: { title: 200, product_name: 200, description: 2000, brand: 100, category: 100, part_number: 100 },
} as const;

/** Problems of one row, by field. */
export const rowProblemCodes = ['required', 'bad_quantity', 'bad_price', 'reserve_below_start', 'bad_sub_lot', 'duplicate_sub_lot', 'too_long'] as const;
/** Problems of the whole sheet. */
export const sheetProblemCodes = ['unknown_column', 'missing_column', 'duplicate_column', 'no_rows'] as const;

/** The operator's reading of one column in the preview: a field of the kind, 'extra' (a manifest keeps it as extra data) or 'ignore'. */
export const columnChoiceSchema = z.string().regex(/^[a-z_]{1,20}$/);
/** One choice per column, in sheet order; omitted: the server maps the headers itself. */
export const columnChoicesSchema = z.array(columnChoiceSchema).max(200);

/** A manifest's column that is none of the known fields, kept as it was (UPC, Condition, Unit Retail…). */
export const extraCellSchema = z.object({ name: z.string(), value: z.string() });

const rowProblem = z.object({ field: z.string(), code: z.enum(rowProblemCodes) });
const sheetProblem = z.object({ code: z.enum(sheetProblemCodes), column: z.string().optional() });

export const previewRowSchema = z.object({
  /** The row's number in the sheet (the header is row 1). */
  row: z.number().int(),
  /** Each known column's text as read from the sheet. */
  cells: z.record(z.string(), z.string()),
  /** The manifest's other columns, in sheet order. */
  extra: z.array(extraCellSchema),
  sub_lot: z.number().int().nullable(),
  qty: z.number().int().nullable(),
  starting_price: money.nullable(),
  reserve_price: money.nullable(),
  problems: z.array(rowProblem),
});
export type ManifestPreviewRow = z.output<typeof previewRowSchema>;

export const lotSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  listing_format: z.string(),
  kind: z.enum(manifestImportKinds),
  /** Manifest lines or sub-lots the lot has now (an import replaces them). */
  lines: z.number().int(),
  /** Bids exist (even cancelled ones): the import is refused. */
  has_bids: z.boolean(),
});

export const getManifestImport = defineEndpoint({
  id: 'manifestImport.get',
  method: 'GET',
  base: 'admin',
  path: 'lots/:id/manifest',
  summary: 'Operator: what a manifest import of this lot would do (kind, current lines, bids); staff any lot, a seller its own',
  tags: ['admin'],
  access: 'console',
  params: idParam,
  response: z.object({ status: successStatus, data: lotSummarySchema }),
});

export const previewManifestImport = defineEndpoint({
  id: 'manifestImport.preview',
  method: 'POST',
  base: 'admin',
  path: 'lots/:id/manifest/preview',
  summary:
    'Operator: read a manifest spreadsheet (.xlsx, .xls, .csv; field file) and answer every row with its problems; nothing is saved. Limits: 5 MB, 5,000 rows, 10 s; an .xlsx at most 200 entries and 40 MB uncompressed. A sheet without problems gets a token for the confirm (valid 60 minutes)',
  tags: ['admin'],
  access: 'console',
  multipart: true,
  params: idParam,
  /** `mapping`: the operator's choices (JSON array, one per column: a field, "extra" or "ignore"), when the automatic reading is not what the sheet means. */
  body: z.object({ mapping: z.string().max(8000).optional() }),
  response: z.object({
    status: successStatus,
    data: z.object({
      lot: lotSummarySchema,
      file_name: z.string(),
      /** null while the sheet has problems. */
      token: z.string().nullable(),
      /** How each column is read: a field, extra data (`extra`) or nothing; `ambiguous`: its header also names a field another column took. */
      columns: z.array(z.object({ header: z.string(), field: z.string().nullable(), extra: z.boolean(), ambiguous: z.boolean() })),
      problems: z.array(sheetProblem),
      rows: z.array(previewRowSchema),
      counts: z.object({ rows: z.number().int(), valid: z.number().int(), with_problems: z.number().int() }),
    }),
  }),
});
export type ManifestPreview = z.output<typeof previewManifestImport.response>['data'];

export const confirmManifestImport = defineEndpoint({
  id: 'manifestImport.confirm',
  method: 'POST',
  base: 'admin',
  path: 'lots/:id/manifest/confirm',
  summary:
    'Operator: save a previewed manifest (re-read from the stored upload, never from the client) in one transaction, replacing the lot’s manifest lines or sub-lots; refused (409) once the lot has bids',
  tags: ['admin'],
  access: 'console',
  params: idParam,
  /** `mapping`: the same choices the preview was made with. */
  body: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/), mapping: columnChoicesSchema.optional() }),
  response: z.object({
    status: successStatus,
    data: z.object({ lot_id: z.number().int(), kind: z.enum(manifestImportKinds), created: z.number().int(), replaced: z.number().int() }),
  }),
});
