import type { RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import { useTranslation } from '../../../lib/i18n/use-translation';

export interface NewsletterFieldsProps {
  email: string;
  onEmailChange: (value: string) => void;
  invalid: boolean;
  pending: boolean;
  input: RefObject<HTMLInputElement | null>;
  inputId: string;
  errorId: string;
}

/**
 * The footer newsletter's address field and button. The footer is on every page but below
 * the fold: these input parts load after the first paint, in a slot of their exact height.
 */
export function NewsletterFields({ email, onEmailChange, invalid, pending, input, inputId, errorId }: NewsletterFieldsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      {/* FormControl parts rather than TextField: TextField pulls Select into the first page's bundle. */}
      <FormControl
        variant="filled"
        size="small"
        fullWidth
        error={invalid}
        sx={{
          '& .MuiFilledInput-root, & .MuiFilledInput-root:hover, & .MuiFilledInput-root.Mui-focused': { bgcolor: 'background.paper' },
          '& .MuiFormHelperText-root': { mx: 0 },
          '& .MuiFormHelperText-root.Mui-error': { color: '#ffb4a9' },
        }}
      >
        <InputLabel htmlFor={inputId}>{t('footer.emailLabel')}</InputLabel>
        <FilledInput
          id={inputId}
          inputRef={input}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => onEmailChange(e.target.value)}
          inputProps={{ 'data-testid': 'newsletter-email', 'aria-describedby': invalid ? errorId : undefined }}
        />
        {invalid && <FormHelperText id={errorId}>{t('footer.invalidEmail')}</FormHelperText>}
      </FormControl>
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        disabled={pending}
        data-testid="newsletter-submit"
        sx={{ flexShrink: 0, height: 48 }}
      >
        {t('footer.subscribe')}
      </Button>
    </Box>
  );
}
