import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { LineItem } from '@gavel/contract';
import { CloseIcon } from '../../../../components/ui/icons';
import { countSubLotView } from '../../api/count-sub-lot-view';
import { FactList } from '../shared/fact-list';
import { ReserveStatus } from '../shared/reserve-status';
import { LineItemStatus } from './line-item-status';

/** A sub-lot's details: every field but its price, product name and id (spec 2 §2). Opening it counts a view. */
export function SubLotDrawer({ item, onClose }: { item: LineItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = item?.id;
  useEffect(() => {
    if (id) void countSubLotView(id);
  }, [id]);

  return (
    <Drawer anchor="right" open={item !== null} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}>
      {item && (
        <Box sx={{ p: 3 }} data-testid="sub-lot-drawer" role="region" aria-labelledby="sub-lot-title">
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="overline" color="text.secondary">
                {t('lineItem.subLot', { number: item.linesublot })}
              </Typography>
              <Typography variant="h6" component="h2" id="sub-lot-title">
                {item.title}
              </Typography>
            </Box>
            <IconButton onClick={onClose} aria-label={t('common.close')} data-testid="sub-lot-close">
              <CloseIcon />
            </IconButton>
          </Box>
          <Box sx={{ my: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <LineItemStatus item={item} />
            {item.has_reserve && item.bid_count > 0 && item.market_status === 'open' && (
              <ReserveStatus met={item.rprice_met} testId="sub-lot-reserve" />
            )}
          </Box>
          <Divider sx={{ mb: 2 }} />
          <FactList
            testId="sub-lot-facts"
            facts={[
              { key: 'sublot', label: t('lineItem.subLotNumber'), value: item.linesublot },
              { key: 'brand', label: t('manifest.brand'), value: item.brand },
              { key: 'part', label: t('manifest.partNumber'), value: item.part_number },
              { key: 'category', label: t('lot.category'), value: item.category },
              { key: 'qty', label: t('lot.quantity'), value: item.qty },
              { key: 'currency', label: t('lineItem.currency'), value: item.currency },
              { key: 'bids', label: t('lot.bids'), value: item.bid_count },
              { key: 'status', label: t('lineItem.marketStatus'), value: t(`marketStatus.${item.market_status}`) },
              { key: 'views', label: t('lineItem.views'), value: item.view_count },
            ]}
          />
          {item.description && (
            <>
              <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
                {t('lot.description')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {item.description}
              </Typography>
            </>
          )}
        </Box>
      )}
    </Drawer>
  );
}
