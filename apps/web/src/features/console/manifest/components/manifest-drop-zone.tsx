import { useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { manifestImportLimits } from '@gavel/contract';

const accepted = ['.xlsx', '.xls', '.csv'];

/** Where the operator drops a spreadsheet, or chooses one with the button (keyboard and screen readers). */
export function ManifestDropZone({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      data-testid="manifest-drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
        borderRadius: 1,
        p: { xs: 2, sm: 4 },
        textAlign: 'center',
      }}
    >
      <Typography sx={{ mb: 1.5 }}>{t('console.manifest.drop.text')}</Typography>
      <Button variant="contained" onClick={() => input.current?.click()} disabled={disabled} aria-describedby={hintId}>
        {t('console.manifest.drop.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accepted.join(',')}
        data-testid="manifest-file-input"
        aria-label={t('console.manifest.drop.choose')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('console.manifest.drop.limits', { size: manifestImportLimits.maxBytes / 1024 / 1024, rows: new Intl.NumberFormat(i18n.language).format(manifestImportLimits.maxRows) })}
      </Typography>
    </Box>
  );
}
