import { describe, expect, it } from 'vitest';
import { manifestTemplateCsv, manifestTemplateName } from './manifest-template';

describe('manifest template', () => {
  it('has the header row the import reads, per kind', () => {
    expect(manifestTemplateCsv('manifest')).toBe('Brand,Product name,Category,Part number,Qty\r\n');
    expect(manifestTemplateCsv('line_items')).toBe('Sub-lot,Title,Description,Brand,Part number,Qty,Starting price,Reserve price\r\n');
    expect(manifestTemplateName('line_items')).toBe('sub-lots-template.csv');
  });
});
