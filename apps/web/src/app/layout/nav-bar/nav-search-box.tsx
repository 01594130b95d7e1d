import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SearchIcon } from '../../../components/ui/shell-icons';
import { links } from '../../../paths';

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
      <InputBase
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('header.searchPlaceholder')}
        type="search"
        inputProps={{ 'aria-label': t('header.searchLabel'), 'data-testid': 'nav-search-input' }}
        sx={{ flex: 1, fontSize: 14 }}
      />
      <IconButton type="submit" size="small" aria-label={t('header.searchSubmit')} data-testid="nav-search-submit">
        <SearchIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
