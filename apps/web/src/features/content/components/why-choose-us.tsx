import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { InventoryIcon, LayersIcon, PriceTagIcon, PublicIcon } from '../../../components/ui/landing-icons';

const reasons = [
  { id: 'stock', Icon: InventoryIcon },
  { id: 'price', Icon: PriceTagIcon },
  { id: 'quantity', Icon: LayersIcon },
  { id: 'shipping', Icon: PublicIcon },
] as const;

export function WhyChooseUs() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="why-title" data-testid="why-choose-us">
      <Typography id="why-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
        {t('landing.whyTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {reasons.map(({ id, Icon }) => (
          <Box key={id} sx={{ textAlign: 'center', px: 1 }}>
            <Box sx={{ width: 64, height: 64, mx: 'auto', mb: 2, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(224,123,22,0.12)', color: 'secondary.dark' }}>
              <Icon sx={{ fontSize: 32 }} aria-hidden />
            </Box>
            <Typography variant="h6" component="h3" gutterBottom>
              {t(`landing.why.${id}Title`)}
            </Typography>
            <Typography color="text.secondary">{t(`landing.why.${id}Text`)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
