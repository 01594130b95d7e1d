import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CloseIcon, SearchIcon } from '../../../components/ui/shell-icons';
import { links } from '../../../paths';

/** Narrow screens: a search box sliding from the top; Enter goes to /search. */
export function SearchDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onClose();
    void navigate(links.search(text.trim() || undefined));
  };

  return (
    <Drawer anchor="top" open={open} onClose={onClose}>
      <Box component="form" role="search" onSubmit={submit} data-testid="search-drawer" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          type="search"
          label={t('header.searchLabel')}
          placeholder={t('header.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" edge="end" aria-label={t('header.searchSubmit')}>
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <IconButton onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
    </Drawer>
  );
}
