import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DisputeDialog } from '../../../components/disputes/dispute-dialog';
import { ArrowBackIcon, DownloadIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { PageContainer } from '../../../components/ui/page-container';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatDay, useTimeZoneMode } from '../../../lib/dates';
import { useFormatMoney } from '../../../components/ui/money-text';
import { paths } from '../../../paths';
import { useInvoice } from '../api/get-invoice';
import { downloadInvoicePdf } from '../lib/invoice-pdf';
import { invoiceText } from '../lib/invoice-view';
import { invoiceState } from '../lib/invoice-state';
import { InvoiceDocument } from './invoice-document';

/** Back where the user came from, or the dashboard's won orders when they opened the link directly. */
function useGoBack() {
  const navigate = useNavigate();
  return useCallback(
    (replace = false) => {
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) void navigate(-1);
      else void navigate(paths.dashboard, { replace });
    },
    [navigate],
  );
}

/**
 * /invoice/{id} (spec 2 §2 "Invoice view"): Back, the invoice, a PDF download
 * (invoice.pdf) and a dispute. Only the owning buyer sees it: the API answers
 * 404 to anyone else and the page sends them back (spec 2 §5, §8).
 */
export function InvoiceScreen() {
  const { t, i18n } = useTranslation();
  const zone = useTimeZoneMode();
  const format = useFormatMoney();
  const { id } = useParams();
  const invoiceId = Number(id);
  const toast = useToast();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const query = useInvoice(invoiceId);
  const [exporting, setExporting] = useState(false);
  const [dispute, setDispute] = useState(false);
  const invoice = query.data;
  useDocumentTitle(invoice ? t('invoice.pageTitle', { number: invoice.common_invoice }) : t('page.invoice'));

  // Someone else's invoice (404): back. Any other failure: the search page (spec 2 §8).
  const error = query.error;
  const failed = query.isError || !(invoiceId > 0);
  useEffect(() => {
    if (!failed) return;
    if (isApiError(error) && (error.status === 404 || error.status === 403)) {
      toast.error(t('invoice.notYours'));
      goBack(true);
      return;
    }
    toast.error(t('common.somethingWrong'));
    void navigate(paths.search, { replace: true });
  }, [failed, error, toast, t, goBack, navigate]);

  if (!invoice) return <Loading minHeight="50vh" />;
  const unpaid = invoiceState(invoice) === 'unpaid';

  const download = async () => {
    setExporting(true);
    try {
      const language = i18n.language || 'en';
      await downloadInvoicePdf(
        invoiceText(invoice, { t, language, money: (cents) => format(cents, invoice.currency), day: (value) => formatDay(value, zone) }),
      );
    } catch {
      toast.error(t('common.somethingWrong'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageContainer testId="invoice-page">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => goBack()} sx={{ ml: -1, mr: 'auto' }} data-testid="invoice-back">
          {t('tx.back')}
        </Button>
        {unpaid && (
          <Button component={RouterLink} to={paths.cart} variant="contained" data-testid="invoice-pay">
            {t('invoice.pay')}
          </Button>
        )}
        <Button
          variant="outlined"
          onClick={() => void download()}
          disabled={exporting}
          startIcon={exporting ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
          data-testid="invoice-download"
        >
          {t('invoice.download')}
        </Button>
        <Button variant="outlined" color="inherit" onClick={() => setDispute(true)} data-testid="invoice-dispute">
          {t('dispute.open')}
        </Button>
      </Box>
      <Box component="h1" sx={visuallyHidden}>
        {t('invoice.pageTitle', { number: invoice.common_invoice })}
      </Box>
      <InvoiceDocument invoice={invoice} />
      <DisputeDialog open={dispute} onClose={() => setDispute(false)} lotId={invoice.project_id} lotTitle={invoice.title} />
    </PageContainer>
  );
}
