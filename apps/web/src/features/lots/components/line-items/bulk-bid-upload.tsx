import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useToast } from '../../../../components/ui/toast-context';
import { errorText } from '../../../../lib/api-error';
import { useConfirmBulkBids, type BulkResult } from '../../api/confirm-bulk-bids';
import { lotKeys } from '../../api/keys';
import { useUploadBulkBids, type BulkRow } from '../../api/upload-bulk-bids';
import { hasExtension, uploadErrorText } from '../bidding/bid-errors';
import { UploadIcon } from '../shared/icons';
import { BulkBidDialog, isWaiting } from './bulk-bid-dialog';

const ACCEPT = '.xls,.xlsx';

/** "Upload bulk bidding" (.xls, .xlsx; buyers): file → rows → confirm → outcome. */
export function BulkBidUpload({
  lotId,
  currency,
  disabled,
  money,
}: {
  lotId: number;
  currency: string;
  disabled: boolean;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadBulkBids();
  const confirm = useConfirmBulkBids();
  const [rows, setRows] = useState<BulkRow[] | null>(null);
  const [results, setResults] = useState<BulkResult[] | null>(null);
  const types = ACCEPT.replaceAll(',', ', ');

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!hasExtension(file.name, ACCEPT)) return void toast.error(t('upload.wrongType', { types }));
    upload.mutate(
      { projectId: lotId, currency, file },
      {
        onSuccess: (r) => {
          setResults(null);
          setRows(r.productBidArray);
        },
        onError: (err) => toast.error(uploadErrorText(err, t, types)),
      },
    );
  };

  const onConfirm = () => {
    if (!rows) return;
    const waiting = rows.filter(isWaiting).map((r) => ({ id: r.id, wsprice: r.wsprice }));
    confirm.mutate(
      { project_id: lotId, rows: waiting },
      {
        onSuccess: (r) => {
          setResults(r.data.results);
          void qc.invalidateQueries({ queryKey: lotKeys.lineItems(lotId) });
          void qc.invalidateQueries({ queryKey: lotKeys.view(lotId) });
          void qc.invalidateQueries({ queryKey: ['lots', 'bid-status-file', lotId] });
        },
        onError: (err) => toast.error(errorText(t, err)),
      },
    );
  };

  return (
    <>
      <input ref={input} type="file" accept={ACCEPT} hidden onChange={(e) => onFile(e.target.files?.[0])} data-testid="bulk-upload-input" />
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={disabled || upload.isPending}
        onClick={() => input.current?.click()}
        data-testid="bulk-upload"
      >
        {upload.isPending ? t('upload.reading') : t('upload.bulk')}
      </Button>
      <BulkBidDialog
        rows={rows}
        results={results}
        busy={confirm.isPending}
        money={money}
        onConfirm={onConfirm}
        onClose={() => {
          setRows(null);
          setResults(null);
        }}
      />
    </>
  );
}
