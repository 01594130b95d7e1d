import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idNumber, okResponse } from './common.js';

export const addToWatchlist = defineEndpoint({
  id: 'watchlist.add',
  method: 'POST',
  base: 'product',
  path: 'add-to-wishlist/:project_id',
  summary: 'Watch a lot',
  tags: ['watchlist'],
  access: 'buyer',
  params: z.object({ project_id: idNumber }),
  response: okResponse,
});

export const removeFromWatchlist = defineEndpoint({
  id: 'watchlist.remove',
  method: 'POST',
  base: 'product',
  path: 'remove-from-wishlist/:project_id',
  summary: 'Stop watching a lot',
  tags: ['watchlist'],
  access: 'buyer',
  params: z.object({ project_id: idNumber }),
  response: okResponse,
});

