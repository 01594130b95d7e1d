import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from '../../../../lib/i18n/use-translation';

const known = new Set([1, 3, 4, 29]);

/** The Condition tab: the meaning of the item condition code (1, 3, 4, 29) and the seller's notes. */
export function ConditionText({ code, grade, notes }: { code: number; grade: string; notes: string }) {
  const { t } = useTranslation();
  const key = known.has(code) ? String(code) : 'other';
  return (
    <Box data-testid="condition-text">
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t(`conditionCode.${key}.title`)}
        {grade && ` · ${grade}`}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t(`conditionCode.${key}.text`)}</Typography>
      {notes && (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {notes}
        </Typography>
      )}
    </Box>
  );
}
