import { isApiError } from '../../../lib/api-error';

type T = (key: string) => string;

/** A refused purchase in the viewer's language: the API's code ("this item is out of stock"), or "something went wrong". */
export function purchaseErrorText(err: unknown, t: T): string {
  if (isApiError(err) && err.code !== 'INTERNAL' && err.code !== 'NETWORK') return t(`errors.${err.code}`);
  return t('common.somethingWrong');
}

/** The reason a `buynowAddtime` failure carries: an error code when it is one, else the server's text. */
export function outcomeErrorText(error: string | null, t: T): string {
  if (!error) return t('errors.OUT_OF_STOCK');
  const key = `errors.${error}`;
  const text = t(key);
  return text === key ? error : text;
}
