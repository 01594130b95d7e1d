import { useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { DialogFormActions } from '../../../../components/ui/dialog-form-actions';
import type { Project } from '@gavel/contract';
import { useToast } from '../../../../components/ui/toast-context';
import { errorText, isApiError } from '../../../../lib/api-error';
import { useMakeOffer } from '../../api/make-offer';
import { digitsOnly, groupDigits } from '../../lib/bid-amount';
import { offerCents } from '../../lib/purchase';

interface MakeOfferDialogProps {
  open: boolean;
  onClose: () => void;
  project: Project;
  money: (cents: number) => string;
}

/** Make offer (spec 2 §5, §8): whole amounts, digits only, not zero; "Offer submitted successfully". */
export function MakeOfferDialog({ open, onClose, project: p, money }: MakeOfferDialogProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [digits, setDigits] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMakeOffer(p.id);

  const close = () => {
    if (mutation.isPending) return;
    setDigits('');
    setProblem(null);
    onClose();
  };
  const submit = () => {
    const amount = offerCents(digits);
    if (amount === null) return setProblem(t('offer.amountRequired'));
    mutation.mutate(amount, {
      onSuccess: () => {
        toast.success(t('offer.submitted'));
        setDigits('');
        onClose();
      },
      onError: (err) =>
        toast.error(isApiError(err) && err.code !== 'INTERNAL' && err.code !== 'NETWORK' ? errorText(t, err) : t('tx.tryAgain')),
    });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="make-offer-title" fullWidth maxWidth="xs" data-testid="make-offer-dialog">
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
        <DialogTitle id="make-offer-title">{t('offer.make')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {p.bprice !== null
              ? t('offer.introWithPrice', { title: p.title, amount: money(p.bprice) })
              : t('offer.intro', { title: p.title })}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={t('offer.amountLabel')}
            value={groupDigits(digits, i18n.language)}
            onChange={(e) => {
              setDigits(digitsOnly(e.target.value));
              setProblem(null);
            }}
            error={!!problem}
            helperText={problem ?? t('offer.amountHint')}
            autoComplete="off"
            slotProps={{
              htmlInput: { inputMode: 'numeric', 'data-testid': 'offer-input' },
              input: {
                startAdornment: (
                  <Box component="span" sx={{ mr: 0.5, color: 'text.secondary' }}>
                    {p.currency_symbol}
                  </Box>
                ),
              },
              formHelperText: { ...({ 'data-testid': 'offer-helper' } as object) },
            }}
          />
        </DialogContent>
        <DialogFormActions
          cancelLabel={t('tx.cancel')}
          submitLabel={t('offer.submit')}
          onCancel={close}
          busy={mutation.isPending}
          testId="offer"
        />
      </Box>
    </Dialog>
  );
}
