import { lineItems } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

/** POST updateSubLotViewCount when a sub-lot's drawer opens (fire and forget). */
export const countSubLotView = (id: number) => callApi(lineItems.updateSubLotViewCount, { body: { id } }).catch(() => undefined);
