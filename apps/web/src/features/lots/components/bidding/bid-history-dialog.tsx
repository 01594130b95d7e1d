import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Loading } from '../../../../components/ui/loading';
import { Pagination } from '../../../../components/ui/pagination';
import { formatDateTime, useTimeZoneMode } from '../../../../lib/dates';
import { errorText } from '../../../../lib/api-error';
import { BID_HISTORY_PAGE_SIZE, useBidHistory } from '../../api/get-bid-history';
import { pageLabel } from '../shared/manifest-table';

// The chart library loads with the dialog's chart only (not with the lot page, nor the landing page).
const BidPriceChart = lazy(() => import('./bid-price-chart'));

interface BidHistoryDialogProps {
  open: boolean;
  onClose: () => void;
  lotId: number;
  viewerId: number | null;
  money: (cents: number) => string;
}

/** Bid history (page size 10), under its chart of the price over time: anonymous "Bidder N", a "you" marker; sealed lots hide other amounts. */
export function BidHistoryDialog({ open, onClose, lotId, viewerId, money }: BidHistoryDialogProps) {
  const { t } = useTranslation();
  const mode = useTimeZoneMode();
  const [page, setPage] = useState(1);
  const history = useBidHistory(lotId, page, viewerId, open);
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalRecords / BID_HISTORY_PAGE_SIZE)) : 1;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="bid-history-title"
      data-testid="bid-history-dialog"
      fullWidth
      maxWidth="sm"
      scroll="paper"
    >
      <DialogTitle id="bid-history-title">{t('bidHistory.title')}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 } }}>
        {history.isPending ? (
          <Loading minHeight={160} />
        ) : history.isError ? (
          <Typography color="error">{errorText(t, history.error)}</Typography>
        ) : !data || data.records.length === 0 ? (
          <Typography color="text.secondary" data-testid="bid-history-empty" sx={{ py: 3, textAlign: 'center' }}>
            {t('bidHistory.empty')}
          </Typography>
        ) : (
          <Box>
            <Suspense fallback={null}>
              <BidPriceChart lotId={lotId} viewerId={viewerId} money={money} />
            </Suspense>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="bid-history-count">
              {data.sealed
                ? t('bidHistory.sealedCount', { count: data.totalRecords })
                : t('bidHistory.count', { count: data.totalRecords })}
            </Typography>
            <Table size="small" aria-label={t('bidHistory.title')}>
              <TableHead>
                <TableRow sx={{ '& th': { fontWeight: 700 } }}>
                  <TableCell>{t('bidHistory.bidder')}</TableCell>
                  <TableCell>{t('bidHistory.date')}</TableCell>
                  <TableCell align="right">{t('bidHistory.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.records.map((r, i) => {
                  const mine = r.namesec === 'you';
                  return (
                    <TableRow
                      key={`${r.created_at}-${i}`}
                      data-testid="bid-history-row"
                      sx={mine ? { bgcolor: 'action.selected' } : undefined}
                    >
                      <TableCell>
                        {t('bidHistory.bidderN', { number: r.user_index })}
                        {mine && (
                          <Box component="span" sx={{ ml: 0.5, fontWeight: 700 }} data-testid="bid-history-you">
                            ({t('bidHistory.you')})
                          </Box>
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' } }}>{formatDateTime(r.created_at, mode)}</TableCell>
                      <TableCell align="right">{r.proposed_amount !== null ? money(r.proposed_amount) : t('bidHistory.hidden')}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Pagination
              page={page}
              pageCount={pages}
              onPageChange={setPage}
              getItemAriaLabel={(type, p) => pageLabel(t, type, p)}
              testId="bid-history-pagination"
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="bid-history-close">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
