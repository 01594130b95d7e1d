import { useRef } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useToast } from '../../../../components/ui/toast-context';
import { useUploadBidFile } from '../../api/upload-bid-file';
import { UploadIcon } from '../shared/icons';
import { hasExtension, uploadErrorText } from './bid-errors';

const ACCEPT = '.csv,.xls,.xlsx';

/** Standard bid upload (.csv, .xls, .xlsx): the amount read from the file goes to the confirm dialog. */
export function BidUploadButton({ lotId, disabled, onAmount }: { lotId: number; disabled?: boolean; onAmount: (cents: number) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadBidFile();

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!hasExtension(file.name, ACCEPT)) {
      toast.error(t('upload.wrongType', { types: ACCEPT.replaceAll(',', ', ') }));
      return;
    }
    upload.mutate(
      { projectId: lotId, file },
      {
        onSuccess: (r) => onAmount(r.bidamount),
        onError: (err) => toast.error(uploadErrorText(err, t, ACCEPT.replaceAll(',', ', '))),
      },
    );
  };

  return (
    <>
      <input ref={input} type="file" accept={ACCEPT} hidden onChange={(e) => onFile(e.target.files?.[0])} data-testid="bid-upload-input" />
      <Button
        variant="text"
        size="small"
        startIcon={<UploadIcon />}
        disabled={disabled || upload.isPending}
        onClick={() => input.current?.click()}
        data-testid="bid-upload"
      >
        {upload.isPending ? t('upload.reading') : t('upload.standard')}
      </Button>
    </>
  );
}
