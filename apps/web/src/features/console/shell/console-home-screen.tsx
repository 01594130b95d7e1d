import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import type { consoleOverview, ResponseOf } from '@gavel/contract';
import { consolePaths } from '../console-paths';
import { useConsoleOverview } from './api/get-overview';
import { ConsolePage } from './console-page';
import { navGroups, sectionsFor } from './console-sections';

type ConsoleOverview = ResponseOf<typeof consoleOverview.getOverview>['data'];

/** Each count of the overview, the screen that deals with it and its label. */
const counters: { key: keyof ConsoleOverview; path: string; labelKey: string }[] = [
  { key: 'open_lots', path: consolePaths.lots, labelKey: 'console.home.count.openLots' },
  { key: 'draft_lots', path: consolePaths.lots, labelKey: 'console.home.count.draftLots' },
  { key: 'pending_offers', path: consolePaths.offers, labelKey: 'console.home.count.pendingOffers' },
  { key: 'pending_accounts', path: consolePaths.accounts, labelKey: 'console.home.count.pendingAccounts' },
  { key: 'pending_seller_requests', path: consolePaths.sellerRequests, labelKey: 'console.home.count.sellerRequests' },
  { key: 'unpaid_invoices', path: consolePaths.invoices, labelKey: 'console.home.count.unpaidInvoices' },
  { key: 'open_disputes', path: consolePaths.disputes, labelKey: 'console.home.count.openDisputes' },
];

/** The waiting work, as numbers that open the screen that deals with them. */
function Counters({ reachable }: { reachable: Set<string> }) {
  const { t } = useTranslation();
  const overview = useConsoleOverview();
  if (!overview.data) return null;
  const data = overview.data;
  const shown = counters.filter((c) => data[c.key] !== null);
  return (
    <Box component="ul" aria-label={t('console.home.waiting')} data-testid="console-counters" sx={{ listStyle: 'none', m: 0, p: 0, mb: 3, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' } }}>
      {shown.map((c) => {
        const body = (
          <CardContent sx={{ py: 1.5 }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={`console-count-${c.key}`}>
              {data[c.key]}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(c.labelKey)}
            </Typography>
          </CardContent>
        );
        return (
          <li key={c.key}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              {reachable.has(c.path) ? (
                <CardActionArea component={RouterLink} to={c.path} sx={{ height: '100%' }}>
                  {body}
                </CardActionArea>
              ) : (
                body
              )}
            </Card>
          </li>
        );
      })}
    </Box>
  );
}

/** /admin: every area of the console the caller may open, grouped, with what it is for. */
export function ConsoleHomeScreen() {
  const { t } = useTranslation();
  const { isStaff } = useSession();
  const sections = sectionsFor(isStaff);
  return (
    <ConsolePage title={t('console.home.title')} testId="console-home">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(isStaff ? 'console.home.introStaff' : 'console.home.introSeller')}
      </Typography>
      <Counters reachable={new Set(sections.map((s) => s.path))} />
      {navGroups.map((group) => {
        const items = sections.filter((s) => s.group === group);
        if (!items.length) return null;
        return (
          <Box component="section" key={group} sx={{ mb: 3 }} aria-labelledby={`console-group-${group}`}>
            <Typography variant="h6" component="h2" id={`console-group-${group}`} sx={{ mb: 1 }}>
              {t(`console.nav.group.${group}`)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
              {items.map((s) => (
                <li key={s.path}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea component={RouterLink} to={s.path} sx={{ height: '100%' }}>
                      <CardContent>
                        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                          {t(s.labelKey)}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t(`${s.labelKey}.about`)}
                        </Typography>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </li>
              ))}
            </Box>
          </Box>
        );
      })}
    </ConsolePage>
  );
}
