import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { Project } from '@gavel/contract';
import { MailIcon } from '../../../../components/ui/icons';
import type { ViewerRole } from '../../lib/viewer';
import { CurrencyConverter } from '../currency/currency-converter';
import { ContactSellerDialog } from './lazy-dialogs';

/** Below a lot's details: Contact seller (buyers, when the lot has a seller) and the currency converter. */
export function LotExtras({ project: p, role, viewerId }: { project: Project; role: ViewerRole; viewerId: number | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const canContact = role === 'buyer' && p.sellerid > 0 && viewerId !== null && viewerId !== p.sellerid;
  return (
    <Stack spacing={2} data-testid="lot-extras">
      {canContact && (
        <>
          <Button variant="outlined" startIcon={<MailIcon />} onClick={() => setOpen(true)} data-testid="contact-seller" sx={{ alignSelf: 'flex-start' }}>
            {t('contact.button')}
          </Button>
          <ContactSellerDialog open={open} onClose={() => setOpen(false)} lotId={p.id} lotTitle={p.title} sellerId={p.sellerid} viewerId={viewerId} />
        </>
      )}
      <CurrencyConverter priceCents={p.sold_price ?? p.bprice ?? p.wprice} currency={p.currency} qty={p.qty} buyership={p.buyership} shippingFeeCents={p.shipping_fee} />
    </Stack>
  );
}
