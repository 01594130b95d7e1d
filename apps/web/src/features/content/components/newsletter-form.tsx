import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useToast } from '../../../components/ui/toast-context';
import { errorText } from '../../../lib/api-error';
import { isValidNewsletterEmail, useNewsletterSubscribe } from '../api/newsletter-subscribe';

// The field and button (MUI's input parts) load after the first paint; their slot keeps its height.
const NewsletterFields = lazy(() => import('./newsletter-fields').then((m) => ({ default: m.NewsletterFields })));
/** The field row's height (the 48 px button and the filled field), reserved while it loads. */
const NEWSLETTER_ROW_HEIGHT = 48;

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
      onError: (err) => toast.error(errorText(t, err)),
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
      <Suspense fallback={<Box sx={{ height: NEWSLETTER_ROW_HEIGHT }} />}>
        <NewsletterFields
          email={email}
          onEmailChange={(value) => {
            setEmail(value);
            if (invalid) setInvalid(false);
          }}
          invalid={invalid}
          pending={subscribe.isPending}
          input={input}
          inputId={inputId}
          errorId={errorId}
        />
      </Suspense>
    </Box>
  );
}
