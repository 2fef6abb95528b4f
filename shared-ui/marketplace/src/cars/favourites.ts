import type { Car } from '@ladrive/contracts';
import { apiQuery, apiQueryKey, apiRequest, useSession } from '@ladrive/platform';
import { useMutation, useQuery, useQueryClient } from '@ladrive/server-state';

const FAVOURITES_KEY = apiQueryKey('GET /api/favourites');

/**
 * The signed-in user's saved cars (GET /api/favourites; nothing is asked signed out) and the toggle that saves or
 * removes one (PUT / DELETE /api/favourites/:carId). The heart changes at once and the list is read again after.
 */
export function useFavourites() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const list = useQuery({ ...apiQuery('GET /api/favourites'), enabled: Boolean(user) });
  const toggle = useMutation({
    mutationFn: ({ carId, save }: { carId: string; save: boolean }) =>
      apiRequest(save ? 'PUT /api/favourites/:carId' : 'DELETE /api/favourites/:carId', { params: { carId } }).json(),
    onMutate: async ({ carId, save }) => {
      await queryClient.cancelQueries({ queryKey: FAVOURITES_KEY });
      const before = queryClient.getQueryData<Car[]>(FAVOURITES_KEY);
      // optimistic: a removed car leaves the list at once; a saved one shows its heart filled (see `saved`)
      if (before && !save)
        queryClient.setQueryData(
          FAVOURITES_KEY,
          before.filter((car) => car.id !== carId),
        );
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(FAVOURITES_KEY, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
  const pending = toggle.isPending ? toggle.variables : undefined;

  return {
    cars: list.data,
    isLoading: list.isLoading,
    error: list.error,
    refetch: list.refetch,
    /** Saved, counting a save or removal still on its way. */
    isSaved: (carId: string) =>
      pending?.carId === carId ? pending.save : Boolean(list.data?.some((car) => car.id === carId)),
    toggle: (carId: string, save: boolean) => toggle.mutateAsync({ carId, save }),
  };
}
