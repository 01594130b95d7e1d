import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { Project } from '@gavel/contract';
import { MailIcon } from '../../../../components/ui/icons';
import { untilTab, useNear } from '../../../../components/ui/when-near';
import type { ViewerRole } from '../../lib/viewer';
import { ContactSellerDialog } from './lazy-dialogs';

/**
 * The currency converter (its text fields, select, menu and checkbox) is its own chunk, loaded and
 * drawn when its place comes within 300 px of the viewport or at the first Tab key: below the lot's
 * details, it cost the page's first seconds its code and its styles. It appeared only once the
 * reference data's rates had come before too, so nothing new moves.
 */
const CurrencyConverter = lazy(() => import('../currency/currency-converter').then((m) => ({ default: m.CurrencyConverter })));

/** Below a lot's details: Contact seller (buyers, when the lot has a seller) and the currency converter. */
export function LotExtras({ project: p, role, viewerId }: { project: Project; role: ViewerRole; viewerId: number | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [near, place] = useNear('0px 0px 300px 0px', untilTab);
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
      <div ref={place} data-testid="currency-converter-place">
        {near && (
          <Suspense fallback={null}>
            <CurrencyConverter
              priceCents={p.sold_price ?? p.bprice ?? p.wprice}
              currency={p.currency}
              qty={p.qty}
              buyership={p.buyership}
              shippingFeeCents={p.shipping_fee}
            />
          </Suspense>
        )}
      </div>
    </Stack>
  );
}
