import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useToast } from '../../../components/ui/toast-context';
import { errorText } from '../../../lib/api-error';
import { useAcceptTerms } from '../api/accept-terms';
import type { LotViewData } from '../api/get-product-view';
import { lotKeys } from '../api/keys';
import { updateLotView } from './use-lot-live-updates';

export interface TermsGate {
  /** The buyer must still accept this lot's terms before bidding. */
  required: boolean;
  /** The buyer closed the terms without accepting: bidding is hidden. */
  declined: boolean;
  open: boolean;
  accepting: boolean;
  accept: () => void;
  decline: () => void;
  reopen: () => void;
}

/**
 * Spec 2 §4 "Terms": shown when previousacceptedterms is 1 and termsformat is 1.
 * Confirm posts the acceptance; Cancel or close says why and hides bidding.
 */
export function useTermsGate(view: LotViewData | undefined, isBuyer: boolean): TermsGate {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const mutation = useAcceptTerms();
  const [declined, setDeclined] = useState(false);
  const [reopened, setReopened] = useState(false);
  const p = view?.project;
  const required = !!p && isBuyer && p.termsformat === 1 && p.previousacceptedterms === 1 && p.market_status === 'open';

  return {
    required,
    declined: required && declined,
    open: required && (!declined || reopened),
    accepting: mutation.isPending,
    accept: () => {
      if (!p) return;
      mutation.mutate(p.id, {
        onSuccess: () => {
          setDeclined(false);
          setReopened(false);
          updateLotView(qc, p.id, (v) => ({ ...v, project: { ...v.project, previousacceptedterms: 0 } }));
          void qc.invalidateQueries({ queryKey: lotKeys.view(p.id) });
          toast.success(t('terms.accepted'));
        },
        onError: (err) => toast.error(errorText(t, err)),
      });
    },
    decline: () => {
      setDeclined(true);
      setReopened(false);
      toast.warning(t('terms.mustAccept'));
    },
    reopen: () => setReopened(true),
  };
}
