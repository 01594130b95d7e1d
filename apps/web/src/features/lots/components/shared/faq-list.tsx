import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { ExpandMoreIcon } from '../../../../components/ui/icons';

const QUESTIONS = [1, 2, 3, 4, 5, 6] as const;

/** The FAQ tab: bidding questions buyers ask most. */
export function FaqList() {
  const { t } = useTranslation();
  return (
    <Box data-testid="lot-faq">
      {QUESTIONS.map((n) => (
        <Accordion key={n} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${n}-content`} id={`faq-${n}-header`}>
            <Typography sx={{ fontWeight: 600 }}>{t(`faq.q${n}`)}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${n}-content`}>
            <Typography color="text.secondary">{t(`faq.a${n}`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
