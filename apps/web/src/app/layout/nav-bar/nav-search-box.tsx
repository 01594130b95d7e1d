import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SearchIcon } from '../../../components/ui/shell-icons';
import { links } from '../../../paths';

/**
 * A plain input styled as MUI's InputBase draws it (font, 23 px line, padding, placeholder at
 * 0.42): InputBase with its form-control context and TextareaAutosize was ≈ 2.7 kB gzip of the
 * first page, for one text box that needs none of it (the forms' TextFields load with their screens).
 */
const inputSx = {
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'currentColor',
  padding: '4px 0 5px',
  border: 0,
  boxSizing: 'content-box',
  background: 'none',
  height: '1.4375em',
  margin: 0,
  WebkitTapHighlightColor: 'transparent',
  display: 'block',
  minWidth: 0,
  width: '100%',
  MozAppearance: 'textfield',
  '&::placeholder': { color: 'currentColor', opacity: 0.42 },
  '&:focus': { outline: 0 },
  '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
} as const;

/** The nav bar's search box: Enter goes to /search with the text (spec 1 §2, §5). */
export function NavSearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('searchbar') ?? '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void navigate(links.search(text.trim() || undefined));
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', pl: 1.5, width: { md: 240, lg: 320 } }}
    >
      <Box
        sx={{ typography: 'body1', color: 'text.primary', lineHeight: '1.4375em', boxSizing: 'border-box', position: 'relative', cursor: 'text', display: 'inline-flex', alignItems: 'center', flex: 1, fontSize: 14 }}
      >
        <Box
          component="input"
          value={text}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setText(e.target.value)}
          placeholder={t('header.searchPlaceholder')}
          type="search"
          aria-label={t('header.searchLabel')}
          data-testid="nav-search-input"
          sx={inputSx}
        />
      </Box>
      <IconButton type="submit" size="small" aria-label={t('header.searchSubmit')} data-testid="nav-search-submit">
        <SearchIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
