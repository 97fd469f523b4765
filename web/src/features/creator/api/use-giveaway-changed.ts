import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Giveaway } from '@sorteios/api-contract';
import { myGiveawayKey, myGiveawaysKey } from './creator-query-keys';

/** After a write: the answer is the giveaway as it is now, and my lists are out of date. */
export function useGiveawayChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (giveaway: Giveaway) => {
      queryClient.setQueryData(myGiveawayKey(giveaway.id), giveaway);
      void queryClient.invalidateQueries({ queryKey: myGiveawaysKey });
    },
    [queryClient],
  );
}
