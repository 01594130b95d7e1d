import { useId, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast-context';
import { errorKey } from '../../../lib/api-error';
import { isValidNewsletterEmail, useNewsletterSubscribe } from '../api/newsletter-subscribe';

/** Footer newsletter sign-up (spec 1 §5: 'Invalid email format'; empty is not sent). */
export function NewsletterForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const subscribe = useNewsletterSubscribe();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value) {
      input.current?.focus();
      return;
    }
    if (!(await isValidNewsletterEmail(value))) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    subscribe.mutate(value, {
      onSuccess: () => {
        setEmail('');
        toast.success(t('footer.subscribed'));
      },
      onError: (err) => toast.error(t(errorKey(err))),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={headingId} data-testid="newsletter-form">
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('footer.newsletterTitle')}
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.8, mb: 1.5 }}>
        {t('footer.newsletterText')}
      </Typography>
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
            onChange={(e) => {
              setEmail(e.target.value);
              if (invalid) setInvalid(false);
            }}
            inputProps={{ 'data-testid': 'newsletter-email', 'aria-describedby': invalid ? errorId : undefined }}
          />
          {invalid && <FormHelperText id={errorId}>{t('footer.invalidEmail')}</FormHelperText>}
        </FormControl>
        <Button type="submit" variant="contained" color="secondary" disabled={subscribe.isPending} data-testid="newsletter-submit" sx={{ flexShrink: 0, height: 48 }}>
          {t('footer.subscribe')}
        </Button>
      </Box>
    </Box>
  );
}
