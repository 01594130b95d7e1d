import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { BulkResult } from '../../api/confirm-bulk-bids';
import type { BulkRow } from '../../api/upload-bulk-bids';

interface BulkBidDialogProps {
  rows: BulkRow[] | null;
  results: BulkResult[] | null;
  busy: boolean;
  money: (cents: number) => string;
  onConfirm: () => void;
  onClose: () => void;
}

export const isWaiting = (row: BulkRow) => row.status === 'waiting' && row.id > 0;

/**
 * Bulk bid flow (spec 2 §4): the uploaded rows, "waiting for confirmation" or
 * with the reason they cannot be placed; Confirm places the waiting ones, then
 * the outcome per row and only Close.
 */
export function BulkBidDialog({ rows, results, busy, money, onConfirm, onClose }: BulkBidDialogProps) {
  const { t } = useTranslation();
  const waiting = rows?.filter(isWaiting) ?? [];
  const resultOf = (id: number) => results?.find((r) => r.id === id);
  const placed = results?.filter((r) => r.status === 'accepted').length ?? 0;

  return (
    <Dialog
      open={rows !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby="bulk-title"
      data-testid="bulk-dialog"
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle id="bulk-title">{t('bulk.title')}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 } }}>
        {results ? (
          <Alert severity={placed === results.length ? 'success' : 'warning'} sx={{ mb: 2 }} data-testid="bulk-summary">
            {t('bulk.resultSummary', { placed, total: results.length })}
          </Alert>
        ) : (
          <Typography sx={{ mb: 2 }} data-testid="bulk-summary">
            {t('bulk.waitingSummary', { waiting: waiting.length, total: rows?.length ?? 0 })}
          </Typography>
        )}
        <TableContainer>
          <Table size="small" aria-label={t('bulk.title')}>
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 700, whiteSpace: 'nowrap' } }}>
                <TableCell>{t('lineItem.subLotShort')}</TableCell>
                <TableCell>{t('bulk.product')}</TableCell>
                <TableCell align="right">{t('bulk.bid')}</TableCell>
                <TableCell>{t('bulk.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(rows ?? []).map((row, i) => {
                const result = row.id > 0 && isWaiting(row) ? resultOf(row.id) : undefined;
                return (
                  <TableRow key={`${row.id}-${i}`} data-testid={`bulk-row-${row.id > 0 ? row.id : `x${i}`}`}>
                    <TableCell>{row.linesublot || '—'}</TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      {row.product_name || '—'}
                      {row.brand && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {row.brand}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {row.wsprice > 0 ? money(row.wsprice) : '—'}
                    </TableCell>
                    <TableCell data-testid={`bulk-row-status-${row.id > 0 ? row.id : `x${i}`}`}>
                      {result ? (
                        <Typography
                          variant="body2"
                          sx={{ color: result.status === 'accepted' ? 'success.main' : 'error.main', fontWeight: 600 }}
                        >
                          {result.status === 'accepted' ? t('bulk.placed') : t('bulk.refused', { reason: result.reason })}
                        </Typography>
                      ) : isWaiting(row) ? (
                        <Typography variant="body2" sx={{ color: 'info.main', fontWeight: 600 }}>
                          {t('bulk.waiting')}
                        </Typography>
                      ) : (
                        <Typography variant="body2" color="error">
                          {t('bulk.notListed', { reason: row.status })}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {results ? (
          <Button variant="contained" onClick={onClose} data-testid="bulk-close">
            {t('common.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy} data-testid="bulk-cancel">
              {t('bid.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={onConfirm}
              disabled={busy || waiting.length === 0}
              data-testid="bulk-confirm"
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t('bulk.confirm', { count: waiting.length })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
