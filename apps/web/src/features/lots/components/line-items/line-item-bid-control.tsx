import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { LineItem } from '@gavel/contract';
import { checkBid, digitsOnly, dollarsOf, dollarsToCents, groupDigits } from '../../lib/bid-amount';

interface LineItemBidControlProps {
  item: LineItem;
  currencySymbol: string;
  disabled: boolean;
  money: (cents: number) => string;
  /** Asks to place the bid; `done` clears the field, `refused` shows the API's refusal under it. */
  onBid: (item: LineItem, amount: number, callbacks: { done: () => void; refused: (text: string) => void }) => void;
}

/** A sub-lot's bid field and button: whole dollars, checked against the sub-lot's next bid. */
export function LineItemBidControl({ item, currencySymbol, disabled, money, onBid }: LineItemBidControlProps) {
  const { t, i18n } = useTranslation();
  const [digits, setDigits] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const found = checkBid(digits, item.next_bid);
    if (found?.kind === 'empty') return setProblem(t('bid.enterAmount'));
    if (found?.kind === 'tooLow') return setProblem(t('bid.minBid', { amount: money(item.next_bid) }));
    setProblem(null);
    onBid(item, dollarsToCents(dollarsOf(digits)!), { done: () => setDigits(''), refused: setProblem });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => (e.preventDefault(), submit())}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: { md: 220 } }}
    >
      <TextField
        size="small"
        value={groupDigits(digits, i18n.language)}
        onChange={(e) => {
          setDigits(digitsOnly(e.target.value));
          setProblem(null);
        }}
        placeholder={String(Math.ceil(item.next_bid / 100))}
        disabled={disabled}
        error={!!problem}
        helperText={problem ?? undefined}
        autoComplete="off"
        sx={{ flex: 1, minWidth: 110 }}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            'aria-label': t('lineItem.bidFor', { title: item.title }),
            'data-testid': `line-item-bid-input-${item.id}`,
          },
          input: {
            startAdornment: (
              <Box component="span" sx={{ mr: 0.5, color: 'text.secondary' }}>
                {currencySymbol}
              </Box>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" disabled={disabled} data-testid={`line-item-bid-submit-${item.id}`} sx={{ flexShrink: 0 }}>
        {t('lineItem.bid')}
      </Button>
    </Box>
  );
}
