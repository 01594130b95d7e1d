import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={t('manifest.title')}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        <Table size="small" aria-label={t('manifest.title')}>
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.50' } }}>
              <TableCell>{t('manifest.brand')}</TableCell>
              <TableCell>{t('manifest.productName')}</TableCell>
              {withDescription && <TableCell>{t('manifest.description')}</TableCell>}
              <TableCell>{t('manifest.category')}</TableCell>
              <TableCell>{t('manifest.partNumber')}</TableCell>
              <TableCell align="right">{t('manifest.qty')}</TableCell>
              {extraNames.map((name, i) => (
                <TableCell key={i} data-testid="manifest-extra-header">
                  {name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((l) => (
              <TableRow key={l.id}>
                <TableCell>{l.brand}</TableCell>
                <TableCell sx={{ minWidth: 200 }}>{l.product_name}</TableCell>
                {withDescription && <TableCell sx={{ minWidth: 240 }}>{l.description}</TableCell>}
                <TableCell>{l.category}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.part_number}</TableCell>
                <TableCell align="right">{l.qty}</TableCell>
                {extraNames.map((_, i) => (
                  <TableCell key={i} sx={{ whiteSpace: 'nowrap' }}>
                    {l.extra[i]?.value ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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
