import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { lineItemPageSizes, type LineItem } from '@gavel/contract';
import { Loading } from '../../../../components/ui/loading';
import { Pagination } from '../../../../components/ui/pagination';
import { errorText } from '../../../../lib/api-error';
import { useDesktop } from '../../../../lib/use-desktop';
import { useLineItems } from '../../api/get-line-items';
import type { ViewerRole } from '../../lib/viewer';
import { BidConfirmDialog } from '../shared/lazy-dialogs';
import { useBidSubmission } from '../bidding/use-bid-submission';
import { pageLabel } from '../shared/manifest-table';
import { ReserveStatus } from '../shared/reserve-status';
import { LineItemBidControl } from './line-item-bid-control';
import { LineItemStatus } from './line-item-status';
import { SubLotDrawer } from './sub-lot-drawer';

interface LineItemTableProps {
  lotId: number;
  viewerId: number | null;
  role: ViewerRole;
  /** The lot takes bids now (open, started, not ended, terms accepted). */
  biddable: boolean;
  /** Bid fields are shown (buyers and staff, unless terms were declined). */
  showBidding: boolean;
  currencySymbol: string;
  lotTitle: string;
  money: (cents: number) => string;
}

/** The sub-lots (spec 2 §2): page sizes 10/25/50, a bid per row, the viewer's status, a details drawer. */
export function LineItemTable({ lotId, viewerId, role, biddable, showBidding, currencySymbol, lotTitle, money }: LineItemTableProps) {
  const { t } = useTranslation();
  const desktop = useDesktop();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(lineItemPageSizes[0]);
  const [drawer, setDrawer] = useState<number | null>(null);
  const query = useLineItems(lotId, viewerId, page, size);
  const bids = useBidSubmission(lotId, money);
  const [row, setRow] = useState<{ done: () => void; refused: (text: string) => void } | null>(null);

  const items = query.data?.subproject ?? [];
  const total = query.data?.total_pagecnt ?? 0;
  const pages = Math.max(1, Math.ceil(total / size));
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const drawerItem = items.find((i) => i.id === drawer) ?? null;

  const onBid = (item: LineItem, amount: number, callbacks: { done: () => void; refused: (text: string) => void }) => {
    setRow(callbacks);
    bids.ask({ amount, hardBid: false, lineItemId: item.id, lineItemTitle: item.title });
  };
  const rowOpen = (item: LineItem) => item.market_status === 'open';
  const control = (item: LineItem) =>
    showBidding && rowOpen(item) ? (
      <LineItemBidControl
        item={item}
        currencySymbol={currencySymbol}
        disabled={!biddable || role !== 'buyer'}
        money={money}
        onBid={onBid}
      />
    ) : null;
  const reserve = (item: LineItem) =>
    item.has_reserve && item.bid_count > 0 && rowOpen(item) ? (
      <ReserveStatus met={item.rprice_met} testId={`line-item-reserve-${item.id}`} />
    ) : null;
  const titleLink = (item: LineItem) => (
    <Link
      component="button"
      type="button"
      onClick={() => setDrawer(item.id)}
      data-testid={`line-item-open-${item.id}`}
      sx={{ textAlign: 'left', fontWeight: 600 }}
    >
      {item.title}
    </Link>
  );
  const price = (item: LineItem) => money(item.wprice);

  let body;
  if (query.isPending) body = <Loading minHeight={200} />;
  else if (query.isError) body = <Alert severity="error">{errorText(t, query.error)}</Alert>;
  else if (items.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="line-items-empty">
        {t('lineItem.empty')}
      </Typography>
    );
  } else if (desktop) {
    body = (
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('lineItem.tableLabel', { title: lotTitle })}>
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.50' } }}>
              <TableCell>{t('lineItem.subLotShort')}</TableCell>
              <TableCell>{t('lineItem.item')}</TableCell>
              <TableCell align="right">{t('lot.quantity')}</TableCell>
              <TableCell align="right">{t('price.current')}</TableCell>
              <TableCell align="right">{t('price.next')}</TableCell>
              <TableCell align="right">{t('lot.bids')}</TableCell>
              {role !== 'guest' && <TableCell>{t('lineItem.yourStatus')}</TableCell>}
              {showBidding && <TableCell>{t('lineItem.yourBid')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id} data-testid={`line-item-row-${item.id}`} sx={{ verticalAlign: 'top' }}>
                <TableCell>{item.linesublot}</TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  {titleLink(item)}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {[item.brand, item.part_number].filter(Boolean).join(' · ')}
                  </Typography>
                  {reserve(item)}
                </TableCell>
                <TableCell align="right">{item.qty}</TableCell>
                <TableCell align="right" data-testid={`line-item-price-${item.id}`} sx={{ whiteSpace: 'nowrap' }}>
                  {price(item)}
                </TableCell>
                <TableCell align="right" data-testid={`line-item-next-${item.id}`} sx={{ whiteSpace: 'nowrap' }}>
                  {rowOpen(item) ? money(item.next_bid) : '—'}
                </TableCell>
                <TableCell align="right" data-testid={`line-item-bids-${item.id}`}>
                  {item.bid_count}
                </TableCell>
                {role !== 'guest' && (
                  <TableCell>
                    <LineItemStatus item={item} />
                  </TableCell>
                )}
                {showBidding && <TableCell>{control(item)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  } else {
    body = (
      <Stack spacing={1.5}>
        {items.map((item) => (
          <Paper key={item.id} variant="outlined" sx={{ p: 2 }} data-testid={`line-item-row-${item.id}`}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                {t('lineItem.subLot', { number: item.linesublot })}
              </Typography>
              <LineItemStatus item={item} />
            </Box>
            {titleLink(item)}
            {reserve(item)}
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, my: 1.5 }}>
              <Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('price.current')}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid={`line-item-price-${item.id}`}>
                  {price(item)}
                </Typography>
              </Box>
              <Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('price.next')}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid={`line-item-next-${item.id}`}>
                  {rowOpen(item) ? money(item.next_bid) : '—'}
                </Typography>
              </Box>
              <Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('lineItem.qtyBids')}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {item.qty} · <span data-testid={`line-item-bids-${item.id}`}>{item.bid_count}</span>
                </Typography>
              </Box>
            </Box>
            {control(item)}
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Box data-testid="line-item-table">
      {body}
      <Pagination
        page={page}
        pageCount={pages}
        onPageChange={setPage}
        summary={total > 0 ? t('lineItem.showing', { from, to: from + items.length - 1, total }) : undefined}
        pageSize={size}
        pageSizes={lineItemPageSizes}
        onPageSizeChange={(s) => {
          setSize(s);
          setPage(1);
        }}
        pageSizeLabel={t('lineItem.perPage')}
        getItemAriaLabel={(type, p) => pageLabel(t, type, p)}
        testId="line-items-pagination"
      />
      <SubLotDrawer item={drawerItem} onClose={() => setDrawer(null)} />
      <BidConfirmDialog
        pending={bids.pending}
        title={lotTitle}
        money={money}
        sealed={false}
        busy={bids.busy}
        onConfirm={() => bids.confirm(row?.done, row?.refused)}
        onClose={bids.cancel}
      />
    </Box>
  );
}
