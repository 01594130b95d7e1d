import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import { Menu, MenuItem } from '../../../components/ui/lazy-overlays';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { languageNativeNames, languages, languageTags } from '@gavel/contract/languages';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ExpandMoreIcon, LanguageIcon } from '../../../components/ui/shell-icons';

/** A short label for the compact button; Brazilian Portuguese must not read like Portuguese. */
const shortLabel = (tag: string) => (tag === 'pt-BR' ? 'PT-BR' : tag.slice(0, 2).toUpperCase());

/** Switches the interface language; each language is listed under its own name. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={compact ? undefined : <ExpandMoreIcon />}
        // The name starts with the visible text ("EN"), so speech users can say what they see.
        aria-label={`${compact ? shortLabel(languageTags[language]) : languageNativeNames[language]} – ${t('header.chooseLanguage')}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid="language-menu-button"
        sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
      >
        {compact ? shortLabel(languageTags[language]) : languageNativeNames[language]}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {languages.map((l) => (
          <MenuItem
            key={l}
            lang={languageTags[l]}
            selected={l === language}
            data-testid={`language-option-${languageTags[l]}`}
            onClick={() => {
              setAnchor(null);
              void setLanguage(l);
            }}
          >
            {languageNativeNames[l]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
