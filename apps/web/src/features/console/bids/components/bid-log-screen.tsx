import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Loading } from '../../../../components/ui/loading';
import { useFormatMoney } from '../../../../components/ui/money-text';
import { useToast } from '../../../../components/ui/toast-context';
import { errorKey, errorText } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { useSession } from '../../../../lib/session/session-context';
import { ConsolePage } from '../../shell/console-page';
import { useBidLog, useCancelBid, useExportLog, useVerifyChain, type BidLogEntry, type ChainReport } from '../api/bid-log-api';

const short = (hash: string | null) => (hash ? `${hash.slice(0, 10)}…` : '—');

function VerifyResult({ report }: { report: ChainReport }) {
  const { t } = useTranslation();
  const b = report.first_break;
  return (
    <Alert severity={report.ok ? 'success' : 'error'} role="status" sx={{ mb: 2 }} data-testid="chain-result">
      {report.ok
        ? t('console.bids.chainOk', { count: report.entries })
        : t('console.bids.chainBroken', { pos: b!.pos, entry: t(`console.bids.entry.${b!.kind}`, { id: b!.bid_id ?? '' }), reason: t(`console.bids.reason.${b!.reason}`) })}
      {report.unchained > 0 && ` ${t('console.bids.unchained', { count: report.unchained })}`}
    </Alert>
  );
}

/** A lot's full bid log: proxy maxima and sealed amounts (staff), hash chain, verify, CSV export, cancel a bid (staff). */
export function BidLogScreen() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const toast = useToast();
  const { isStaff } = useSession();
  const lotId = Number(useParams().id);
  const log = useBidLog(lotId);
  const verify = useVerifyChain(lotId);
  const exporter = useExportLog(lotId);
  const cancel = useCancelBid(lotId);
  const [cancelling, setCancelling] = useState<BidLogEntry | null>(null);
  const data = log.data;
  const title = data ? t('console.bids.title', { title: data.lot.title }) : t('console.bids.titleShort');
  const actions = data && (
    <>
      <Button variant="contained" onClick={() => verify.mutate()} disabled={verify.isPending} data-testid="chain-verify">
        {t('console.bids.verify')}
      </Button>
      <Button variant="outlined" onClick={() => exporter.mutate()} disabled={exporter.isPending || !data.records.length} data-testid="bids-export">
        {t('console.bids.export')}
      </Button>
    </>
  );
  return (
    <ConsolePage title={title} actions={actions} testId="console-bids">
      {log.isPending && <Loading />}
      {log.isError && <Alert severity="error">{errorText(t, log.error)}</Alert>}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }} data-testid="chain-summary">
            {t('console.bids.summary', { count: data.lot.chain_length, head: short(data.lot.chain_head) })} {data.sees_maxima ? '' : t('console.bids.sellerView')}
          </Typography>
          {verify.data && <VerifyResult report={verify.data} />}
          {(verify.isError || exporter.isError || cancel.isError) && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t(errorKey(verify.error ?? exporter.error ?? cancel.error))}
            </Alert>
          )}
          {!data.records.length ? (
            <Typography color="text.secondary" data-testid="bids-empty">
              {t('console.bids.empty')}
            </Typography>
          ) : (
            <TableContainer tabIndex={0} role="region" aria-label={t('console.bids.tableLabel')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table size="small" data-testid="bids-table">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('console.bids.col.pos')}</TableCell>
                    <TableCell>{t('console.bids.col.bidder')}</TableCell>
                    <TableCell align="right">{t('console.bids.col.amount')}</TableCell>
                    {data.sees_maxima && <TableCell align="right">{t('console.bids.col.max')}</TableCell>}
                    <TableCell>{t('console.bids.col.kind')}</TableCell>
                    <TableCell>{t('console.bids.col.time')}</TableCell>
                    <TableCell>{t('console.bids.col.hash')}</TableCell>
                    {isStaff && <TableCell>{t('console.bids.col.actions')}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.records.map((b) => (
                    <TableRow key={b.id} data-testid={`bid-row-${b.id}`} sx={b.cancelled_at ? { '& td': { color: 'text.secondary' } } : undefined}>
                      <TableCell>{b.chain_pos ?? '—'}</TableCell>
                      <TableCell>
                        {b.bidder ? `${b.bidder.name} (${b.bidder.email})` : t('console.bids.bidderN', { n: b.bidder_number })}
                        {b.sub_lot_number !== null && (
                          <Typography variant="caption" component="div">
                            {t('console.bids.subLot', { n: b.sub_lot_number })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">{b.amount === null ? t('console.bids.sealed') : money(b.amount, data.lot.currency)}</TableCell>
                      {data.sees_maxima && <TableCell align="right">{b.max_amount === null ? '—' : money(b.max_amount, data.lot.currency)}</TableCell>}
                      <TableCell>
                        {t(b.hard_bid ? 'console.bids.hard' : 'console.bids.proxy')}
                        {b.cancelled_at && <Chip size="small" variant="outlined" label={t('console.bids.cancelled', { pos: b.cancel_pos ?? '—' })} sx={{ ml: 1 }} />}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(b.created_at)}</TableCell>
                      <TableCell>
                        <Box component="code" title={b.chain_hash ?? undefined} sx={{ fontSize: 12 }}>
                          {short(b.chain_hash)}
                        </Box>
                      </TableCell>
                      {isStaff && (
                        <TableCell>
                          {!b.cancelled_at && (
                            <Button size="small" color="error" onClick={() => setCancelling(b)} data-testid={`bid-cancel-${b.id}`}>
                              {t('console.bids.cancel')}
                            </Button>
                          )}
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('console.bids.cancelTitle')}
        confirmLabel={t('console.bids.cancel')}
        cancelLabel={t('console.sales.back')}
        busy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              toast.success(t('console.bids.cancelledToast'));
              setCancelling(null);
            },
            onError: () => setCancelling(null),
          })
        }
        testId="bid-cancel-dialog"
      >
        {cancelling && t('console.bids.cancelText', { amount: cancelling.amount === null ? '' : money(cancelling.amount, data?.lot.currency) })}
      </ConfirmDialog>
    </ConsolePage>
  );
}
