/** A lot's manifest as the CSV file buyers download (`lots.manifest_file`): imported sheets and demo lots alike. */

export interface ManifestCsvLine {
  brand: string;
  productName: string;
  /** Imported manifests: the Description column and the sheet's other columns (same names on every line). */
  description?: string;
  category: string;
  partNumber: string;
  qty: number;
  extra?: readonly { name: string; value: string }[];
}

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function manifestCsv(lines: readonly ManifestCsvLine[]): string {
  const withDescription = lines.some((l) => l.description);
  const extraNames = lines[0]?.extra?.map((e) => e.name) ?? [];
  const rows = [
    ['Brand', 'Product name', ...(withDescription ? ['Description'] : []), 'Category', 'Part number', 'Qty', ...extraNames],
    ...lines.map((l) => [
      l.brand,
      l.productName,
      ...(withDescription ? [l.description ?? ''] : []),
      l.category,
      l.partNumber,
      l.qty,
      ...extraNames.map((_, i) => l.extra?.[i]?.value ?? ''),
    ]),
  ];
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
