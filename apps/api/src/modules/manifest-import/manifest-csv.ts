/** A lot's manifest as the CSV file buyers download (`lots.manifest_file`): imported sheets and demo lots alike. */

export interface ManifestCsvLine {
  brand: string;
  productName: string;
  category: string;
  partNumber: string;
  qty: number;
}

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function manifestCsv(lines: readonly ManifestCsvLine[]): string {
  const rows = [
    ['Brand', 'Product name', 'Category', 'Part number', 'Qty'],
    ...lines.map((l) => [l.brand, l.productName, l.category, l.partNumber, l.qty]),
  ];
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
