import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { MenuItem } from '../../../components/ui/lazy-overlays';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCatalogNames, useNavReference } from '../../../lib/catalog';
import { useDesktop } from '../../../lib/use-desktop';
import { links, paths } from '../../../paths';
import { NavMenu } from './nav-menu';
import { NavSearchBox } from './nav-search-box';

/**
 * The nav bar under the full header (spec 1 §2): Categories, Condition (with
 * each grade's description as the item's `title`: the browser's tooltip and the link's
 * accessible description, without MUI's Tooltip and Popper in the first page; and as a line
 * under the grade, which touch screens show too), Newly added (not in completed mode)
 * and, from 992 px, the search box (narrow screens use the header's search drawer).
 * Choosing a category or condition goes to /search with that filter.
 */
export function NavBar() {
  const { t } = useTranslation();
  const desktop = useDesktop();
  const ref = useNavReference();
  const names = useCatalogNames();
  const location = useLocation();
  const [params] = useSearchParams();
  const completed =
    location.pathname === links.recent('completed') || (location.pathname === paths.search && params.get('type') === 'completed');

  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      data-testid="nav-bar"
      sx={{ bgcolor: 'grey.50', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="xl" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, minHeight: 48 }}>
        <NavMenu label={t('nav.categories')} testId="nav-categories">
          {(close) =>
            (ref.data?.categories ?? []).map((c) => (
              <MenuItem
                key={c.id}
                component={RouterLink}
                to={links.searchWith({ category: c.id })}
                onClick={close}
                data-testid={`nav-category-${c.id}`}
              >
                {names.categoryName(c)}
              </MenuItem>
            ))
          }
        </NavMenu>
        <NavMenu label={t('nav.condition')} testId="nav-conditions">
          {(close) =>
            (ref.data?.conditions ?? []).map((c) => (
              <MenuItem
                key={c.id}
                component={RouterLink}
                to={links.searchWith({ condition: c.id })}
                onClick={close}
                title={names.conditionDescription(c)}
                data-testid={`nav-condition-${c.id}`}
                sx={{ display: 'block', maxWidth: 320, whiteSpace: 'normal' }}
              >
                {names.conditionName(c)}
                {/* The description also shown, not only on hover: touch screens have no tooltips. */}
                <Box
                  component="span"
                  sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}
                  data-testid={`nav-condition-description-${c.id}`}
                >
                  {names.conditionDescription(c)}
                </Box>
              </MenuItem>
            ))
          }
        </NavMenu>
        {!completed && (
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={links.searchWith({ orderby: 2 })}
            data-testid="nav-newly-added"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('nav.newlyAdded')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {desktop && <NavSearchBox />}
      </Container>
    </Box>
  );
}
