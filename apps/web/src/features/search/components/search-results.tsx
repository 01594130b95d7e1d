import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { SearchRecord } from '@gavel/contract';
import { LotGrid } from '../../../components/lot/lot-grid';
import { Pagination, pageLabel } from '../../../components/ui/pagination';
import { useSession } from '../../../lib/session/session-context';
import { useLiveLots } from '../../../lib/realtime/use-live-lots';
import { useRevealedCards } from '../hooks/use-revealed-cards';

interface SearchResultsProps {
  records: SearchRecord[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  view: 'grid' | 'list';
  onPage: (page: number) => void;
  label: string;
  testId: string;
  maxColumns?: 3 | 4;
  /** Text when there is nothing (spec 1 §8 "No results found!"). */
  emptyText?: string;
  onWatchChanged?: () => void;
  /** Every shown lot's room is confirmed (`useLiveLots`). */
  onJoined?: () => void;
  /**
   * The screen's main list: on the document's first screen its cards are drawn in steps
   * (`useRevealedCards`), the pagination and `after` once all are drawn. The steps' state lives
   * here, so a step draws this list again, not the screen around it.
   */
  inSteps?: boolean;
  /** Shown below the list once all its cards are drawn, or in place of nothing found. */
  after?: ReactNode;
}

/** Live lot cards with pagination (first/last, 3 siblings, 2 boundary pages; spec 1 §9). */
export function SearchResults({ records, total, page, pageSize, view, onPage, label, testId, maxColumns, emptyText, onWatchChanged, onJoined, inSteps = false, after }: SearchResultsProps) {
  const { t } = useTranslation();
  const { user, status, isBuyer } = useSession();
  // Every shown lot's room is joined at once, whether its card is drawn yet or not.
  const lots = useLiveLots(records, user?.id ?? null, onJoined);
  const limit = useRevealedCards(lots.length, inSteps);
  const drawnAll = limit >= lots.length;
  if (records && records.length === 0) {
    return (
      <>
        {emptyText && (
          <Alert severity="info" variant="outlined" data-testid={`${testId}-empty`}>
            {emptyText}
          </Alert>
        )}
        {after}
      </>
    );
  }
  return (
    <Box>
      <LotGrid
        lots={drawnAll ? lots : lots.slice(0, limit)}
        variant={view}
        label={label}
        testId={testId}
        maxColumns={maxColumns}
        showStatus={status === 'authenticated'}
        showWatch={isBuyer}
        onWatchChanged={onWatchChanged}
      />
      {drawnAll && (
        <Pagination
          page={page}
          pageCount={Math.ceil(total / pageSize)}
          onPageChange={onPage}
          siblingCount={3}
          boundaryCount={2}
          getItemAriaLabel={(type, p) => pageLabel(t, type, p)}
          testId={`${testId}-pagination`}
          label={label}
        />
      )}
      {drawnAll && after}
    </Box>
  );
}
