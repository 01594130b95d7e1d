import { useTranslation } from '../../../../lib/i18n/use-translation';
import { manifestImportLimits } from '@gavel/contract';
import { SpreadsheetPicker } from '../../components/spreadsheet-picker';

/** Where the operator drops a manifest spreadsheet, or chooses one with the button. */
export function ManifestDropZone({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <SpreadsheetPicker
      onFile={onFile}
      disabled={disabled}
      prompt={t('console.manifest.drop.text')}
      chooseLabel={t('console.manifest.drop.choose')}
      hint={t('console.manifest.drop.limits', {
        size: manifestImportLimits.maxBytes / 1024 / 1024,
        rows: new Intl.NumberFormat(i18n.language).format(manifestImportLimits.maxRows),
      })}
      testId="manifest"
    />
  );
}
