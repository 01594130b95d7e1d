import { useMutation } from '@tanstack/react-query';
import { watchlist } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

/** POST add-to-wishlist / remove-from-wishlist. */
export const setWatched = ({ lotId, watched }: { lotId: number; watched: boolean }) =>
  callApi(watched ? watchlist.addToWatchlist : watchlist.removeFromWatchlist, { params: { project_id: lotId } });

export const useSetWatched = () => useMutation({ mutationFn: setWatched });
