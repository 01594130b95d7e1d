import { useQuery } from '@tanstack/react-query';
import { account } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export const preferenceKeys = { all: ['preferences'] as const };

/** GET my-preferences: interestinarray (categories) and interestinregionarray (regions). */
export const getPreferences = async () => (await callApi(account.getMyPreferences, {})).data;

export const usePreferences = () => useQuery({ queryKey: preferenceKeys.all, queryFn: getPreferences });
