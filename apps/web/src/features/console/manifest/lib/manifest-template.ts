import { manifestTemplateHeaders, type ManifestImportKind } from '@gavel/contract';

/** The template a manifest import expects: a CSV with the header row of the lot's kind. */
export function manifestTemplateCsv(kind: ManifestImportKind): string {
  return manifestTemplateHeaders[kind].map((h) => (/[",]/.test(h) ? `"${h.replace(/"/g, '""')}"` : h)).join(',') + '\r\n';
}

export const manifestTemplateName = (kind: ManifestImportKind) => (kind === 'line_items' ? 'sub-lots-template.csv' : 'manifest-template.csv');

/** Saves the template through a temporary object URL. */
export function downloadManifestTemplate(kind: ManifestImportKind): void {
  const url = URL.createObjectURL(new Blob([manifestTemplateCsv(kind)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = manifestTemplateName(kind);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
