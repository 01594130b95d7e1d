import { useQuery } from '@tanstack/react-query';
import { cart, type ResponseOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export type CartData = ResponseOf<typeof cart.cartSearch>['data'];
export const cartKeys = { all: ['cart'] as const };

/** POST cart/search: the buyer's unpaid invoices, billing address and payment options. */
export const getCart = async (): Promise<CartData> => (await callApi(cart.cartSearch, { body: {} })).data;

export const useCart = () => useQuery({ queryKey: cartKeys.all, queryFn: getCart, retry: false });
