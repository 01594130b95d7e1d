import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Loading } from '../../../components/ui/loading';
import { PageContainer } from '../../../components/ui/page-container';
import { errorKey } from '../../../lib/api-error';
import { useCatalogNames } from '../../../lib/catalog';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { links } from '../../../paths';
import { useSitemap } from '../api/get-sitemap';

interface SitemapLink {
  key: string;
  label: string;
  to: string;
  external?: boolean;
}

function Section({ id, title, items }: { id: string; title: string; items: SitemapLink[] }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`sitemap-${id}`} sx={{ p: 2.5 }} data-testid={`sitemap-${id}`}>
      <Typography id={`sitemap-${id}`} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {items.map((l) => (
          <li key={l.key}>
            {l.external ? (
              <Link href={l.to} target="_blank" rel="noopener noreferrer" data-testid={`sitemap-link-${id}-${l.key}`}>
                {l.label}
              </Link>
            ) : (
              <Link component={RouterLink} to={l.to} data-testid={`sitemap-link-${id}-${l.key}`}>
                {l.label}
              </Link>
            )}
          </li>
        ))}
      </Box>
    </Paper>
  );
}

/** /sitemap: search links by category, condition, listing format and lot size, and the legal section (spec 2 §2). */
export function SitemapScreen() {
  const { t } = useTranslation();
  const { status } = useSession();
  const names = useCatalogNames();
  const map = useSitemap(status === 'authenticated');
  useDocumentTitle(t('sitemap.title'));
  const d = map.data;
  return (
    <PageContainer title={t('sitemap.title')} testId="sitemap-page">
      {map.isPending ? (
        <Loading />
      ) : !d ? (
        <Alert severity="error" variant="outlined">
          {t(errorKey(map.error))}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, alignItems: 'start' }}>
          <Section
            id="categories"
            title={t('sitemap.categories')}
            items={d.categories.map((c) => ({ key: String(c.id), label: names.categoryName(c), to: links.searchWith({ category: c.id }) }))}
          />
          <Section
            id="conditions"
            title={t('sitemap.conditions')}
            items={d.conditions.map((c) => ({ key: String(c.id), label: names.conditionName(c), to: links.searchWith({ condition: c.id }) }))}
          />
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Section
              id="formats"
              title={t('sitemap.formats')}
              items={d.listing_formats.map((f) => ({ key: f.key, label: t(`listingFormat.${f.key}`), to: links.searchWith({ listfmt: f.listfmt }) }))}
            />
            <Section
              id="sizes"
              title={t('sitemap.lotSizes')}
              items={d.lot_sizes.map((s) => ({ key: s.key, label: t(`lotSize.${s.key}`), to: links.searchWith({ lottype: s.lottype }) }))}
            />
            <Section
              id="legal"
              title={t('sitemap.legal')}
              items={d.legal.map((l) => ({ key: l.key, label: t(`sitemap.${l.key}`), to: l.url, external: l.external }))}
            />
          </Box>
        </Box>
      )}
    </PageContainer>
  );
}
