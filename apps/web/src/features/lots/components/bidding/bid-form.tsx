import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { Project } from '@gavel/contract';
import { checkBid, dollarsOf, dollarsToCents } from '../../lib/bid-amount';
import { BidAmountField } from './bid-amount-field';
import { BidConfirmDialog } from '../shared/lazy-dialogs';
import { BidUploadButton } from './bid-upload-button';
import { useBidSubmission } from './use-bid-submission';

interface BidFormProps {
  project: Project;
  /** The viewer's next bid (cents). */
  nextBid: number;
  /** Staff, not started or ended: the controls show but do nothing. */
  disabled: boolean;
  money: (cents: number) => string;
}

/** The buyer's bid box: amount, maximum or exact, Submit → confirm → place; or a bid file. */
export function BidForm({ project: p, nextBid, disabled, money }: BidFormProps) {
  const { t } = useTranslation();
  const sealed = p.auctiontype === 'sealed';
  const [digits, setDigits] = useState('');
  const [kind, setKind] = useState<'max' | 'exact'>('max');
  const [problem, setProblem] = useState<string | null>(null);
  const bids = useBidSubmission(p.id, money);

  // Spec 2 §5: a live lot, or a next bid still at the start price, asks for the next bid or more;
  // a sealed re-bid states the blind increment.
  const blindRebid = sealed && p.sprice !== nextBid;
  const hint = blindRebid
    ? t('bid.hintBlind', { increment: money(p.blindIncrementVal), amount: money(nextBid) })
    : t('bid.hint', { amount: money(nextBid) });

  const submit = () => {
    const found = checkBid(digits, nextBid);
    if (found?.kind === 'empty') return setProblem(t('bid.enterAmount'));
    if (found?.kind === 'tooLow') {
      return setProblem(
        blindRebid
          ? t('bid.minBidIncrement', { amount: money(nextBid), increment: money(p.blindIncrementVal) })
          : t('bid.minBid', { amount: money(nextBid) }),
      );
    }
    setProblem(null);
    bids.ask({ amount: dollarsToCents(dollarsOf(digits)!), hardBid: sealed || kind === 'exact' });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => (e.preventDefault(), submit())}
      data-testid="bid-form"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <BidAmountField
        digits={digits}
        onChange={(d) => {
          setDigits(d);
          setProblem(null);
        }}
        minimumCents={nextBid}
        currencySymbol={p.currency_symbol}
        disabled={disabled}
        error={problem ?? undefined}
        helperText={hint}
        label={t('bid.amountLabel')}
        testId="bid"
      />
      {!sealed && (
        <RadioGroup
          row
          value={kind}
          onChange={(e) => setKind(e.target.value === 'exact' ? 'exact' : 'max')}
          aria-label={t('bid.kindLabel')}
          sx={{ columnGap: 1 }}
        >
          <FormControlLabel
            value="max"
            control={<Radio size="small" />}
            label={t('bid.kindMax')}
            disabled={disabled}
            data-testid="bid-kind-max"
          />
          <FormControlLabel
            value="exact"
            control={<Radio size="small" />}
            label={t('bid.kindExact')}
            disabled={disabled}
            data-testid="bid-kind-exact"
          />
        </RadioGroup>
      )}
      {!sealed && (
        <Typography variant="caption" color="text.secondary" sx={{ mt: -1 }}>
          {kind === 'max' ? t('bid.kindMaxHelp') : t('bid.kindExactHelp')}
        </Typography>
      )}
      <Button type="submit" variant="contained" size="large" disabled={disabled || bids.busy} data-testid="bid-submit">
        {t('bid.submit')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <BidUploadButton
          lotId={p.id}
          disabled={disabled}
          onAmount={(amount) => bids.ask({ amount, hardBid: sealed || kind === 'exact' })}
        />
      </Box>
      <BidConfirmDialog
        pending={bids.pending}
        title={p.title}
        money={money}
        sealed={sealed}
        busy={bids.busy}
        onConfirm={() => bids.confirm(() => setDigits(''), setProblem)}
        onClose={bids.cancel}
      />
    </Box>
  );
}
