import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import MuiPagination, { type PaginationProps as MuiPaginationProps } from '@mui/material/Pagination';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** "Showing 1–10 of 36", already translated; omitted when not given. */
  summary?: string;
  pageSize?: number;
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  /** Label of the page-size select, already translated. */
  pageSizeLabel?: string;
  /** Accessible names of the page buttons, already translated (MUI's getItemAriaLabel). */
  getItemAriaLabel?: MuiPaginationProps['getItemAriaLabel'];
  siblingCount?: number;
  boundaryCount?: number;
  testId?: string;
  /**
   * Accessible name of the page buttons' navigation landmark, already translated (the list's own
   * name): two lists of one page need names that tell their navigations apart (axe landmark-unique).
   */
  label?: string;
}

/**
 * Page buttons (with first and last), an optional "Showing X of Y" line and an
 * optional page-size select. Narrow screens get fewer sibling pages.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  summary,
  pageSize,
  pageSizes,
  onPageSizeChange,
  pageSizeLabel,
  getItemAriaLabel,
  siblingCount = 1,
  boundaryCount = 1,
  testId = 'pagination',
  label,
}: PaginationProps) {
  const sizeId = `${testId}-size`;
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 1 }}
    >
      {summary ? (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-summary`}>
          {summary}
        </Typography>
      ) : (
        <span />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {pageSizes && pageSize && onPageSizeChange && (
          <FormControl size="small" sx={{ minWidth: 96 }}>
            <InputLabel id={`${sizeId}-label`}>{pageSizeLabel}</InputLabel>
            <Select
              labelId={`${sizeId}-label`}
              id={sizeId}
              label={pageSizeLabel}
              value={pageSize}
              onChange={(e) => onPageSizeChange(Number(e.target.value))}
              data-testid={sizeId}
            >
              {pageSizes.map((s) => (
                <MenuItem key={s} value={s} data-testid={`${sizeId}-${s}`}>
                  {s}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
        {pageCount > 1 && (
          <MuiPagination
            page={page}
            count={pageCount}
            onChange={(_, p) => onPageChange(p)}
            showFirstButton
            showLastButton
            siblingCount={siblingCount}
            boundaryCount={boundaryCount}
            getItemAriaLabel={getItemAriaLabel}
            {...(label ? { 'aria-label': label } : {})}
            size="small"
            color="primary"
          />
        )}
      </Box>
    </Box>
  );
}

/** Accessible names of page buttons ("Go to page 3", "Go to the first page"), for `getItemAriaLabel`. */
export function pageLabel(t: (key: string, options?: Record<string, unknown>) => string, type: string, page: number | null): string {
  if (type === 'page') return t('pagination.page', { page });
  if (type === 'first') return t('pagination.first');
  if (type === 'last') return t('pagination.last');
  if (type === 'next') return t('pagination.next');
  return t('pagination.previous');
}
