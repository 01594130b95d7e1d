import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Pagination, pageLabel } from '../../../../components/ui/pagination';
import type { ProductView } from '../../api/get-product-view';

const PAGE = 10;

/**
 * The manifest lines: brand, product name, description (when the manifest has one), category,
 * part number, qty, then the imported sheet's other columns (UPC, Condition…); "Showing X–Y of Z".
 */
export function ManifestTable({ lines }: { lines: ProductView['manifest'] }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  if (lines.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="manifest-empty" sx={{ py: 2 }}>
        {t('manifest.empty')}
      </Typography>
    );
  }
  const pages = Math.ceil(lines.length / PAGE);
  const from = (page - 1) * PAGE;
  const shown = lines.slice(from, from + PAGE);
  const withDescription = lines.some((l) => l.description);
  const extraNames = lines[0]?.extra.map((e) => e.name) ?? [];
  return (
    <Box data-testid="manifest">
      {/* Scrolls sideways on phones: a focusable, named region so the keyboard can scroll it too. */}
      {/* Plain table elements under one style: a page of lines was 60–70 MUI table components,
          each its own styled element (their styles, and a commit of them, on a phone's main thread). */}
      <Box
        tabIndex={0}
        role="region"
        aria-label={t('manifest.title')}
        sx={{
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          '& table': { width: '100%', borderCollapse: 'collapse', borderSpacing: 0 },
          '& th, & td': {
            typography: 'body2',
            px: 2,
            py: '6px',
            textAlign: 'left',
            verticalAlign: 'inherit',
            borderBottom: 1,
            borderColor: 'divider',
            color: 'text.primary',
          },
          '& th': { fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.50' },
          '& .num': { textAlign: 'right' },
          '& .nowrap': { whiteSpace: 'nowrap' },
          '& .name': { minWidth: 200 },
          '& .desc': { minWidth: 240 },
        }}
      >
        <table aria-label={t('manifest.title')}>
          <thead>
            <tr>
              <th scope="col">{t('manifest.brand')}</th>
              <th scope="col">{t('manifest.productName')}</th>
              {withDescription && <th scope="col">{t('manifest.description')}</th>}
              <th scope="col">{t('manifest.category')}</th>
              <th scope="col">{t('manifest.partNumber')}</th>
              <th scope="col" className="num">
                {t('manifest.qty')}
              </th>
              {extraNames.map((name, i) => (
                <th scope="col" key={i} data-testid="manifest-extra-header">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((l) => (
              <tr key={l.id}>
                <td>{l.brand}</td>
                <td className="name">{l.product_name}</td>
                {withDescription && <td className="desc">{l.description}</td>}
                <td>{l.category}</td>
                <td className="nowrap">{l.part_number}</td>
                <td className="num">{l.qty}</td>
                {extraNames.map((_, i) => (
                  <td key={i} className="nowrap">
                    {l.extra[i]?.value ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
      <Pagination
        page={page}
        pageCount={pages}
        onPageChange={setPage}
        summary={t('manifest.showing', { from: from + 1, to: from + shown.length, total: lines.length })}
        getItemAriaLabel={(type, p) => pageLabel(t, type, p)}
        testId="manifest-pagination"
      />
    </Box>
  );
}

/** Accessible names of page buttons: shared with every paged list (components/ui/pagination). */
export { pageLabel };
