import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useToast } from '../../../../components/ui/toast-context';
import { useFieldErrors } from '../../content/field-errors';

/** A settings card: heading, what it does, its form. */
export function SettingsCard({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
      data-testid={`settings-${id}`}
    >
      <Typography id={`${id}-title`} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {text}
      </Typography>
      {children}
    </Paper>
  );
}

/** Save button + the form's overall error; a toast when saved. */
export function SaveRow({
  mutation,
  onSave,
  testId,
}: {
  mutation: UseMutationResult<unknown, Error, never>;
  onSave: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const errors = useFieldErrors(mutation.error);
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 1, justifyItems: 'start' }}>
      {mutation.isError && (
        <Alert severity="error" role="alert" sx={{ justifySelf: 'stretch' }}>
          {errors.summary()}
        </Alert>
      )}
      <Button variant="contained" onClick={onSave} disabled={mutation.isPending} data-testid={testId}>
        {t('console.content.save')}
      </Button>
    </Box>
  );
}

/** Run a settings call, with a toast when it worked (problems show in the card). */
export function useSaved() {
  const { t } = useTranslation();
  const toast = useToast();
  return { onSuccess: () => toast.success(t('console.settings.saved')) };
}

export /** A whole number typed in a text field (empty or partial input stays as typed; NaN fails the contract's check). */
const toInt = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
