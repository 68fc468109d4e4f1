import {
  PRODUCT_TOUR_PARAM,
  tourToStart,
  type ProductTourId,
  type ProductTourOutcome,
  type ProductTourState,
} from '@quire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api-client.ts';
import { QUERY_KEYS } from '../query-keys.ts';
import { useInstanceSettings } from '../use-instance-settings.ts';

type ToursAnswer = { product_tours: ProductTourState };

/**
 * The tour a screen should run now, and how to end it. The user's outcomes live on the server
 * (GET/POST /app/user/product_tours), so a skipped tour stays skipped on every device. Ending a
 * tour takes the §2 param out of the address: a reload does not start it again.
 */
export const useProductTour = (screenTour: ProductTourId, blocked: boolean) => {
  const [params, setParams] = useSearchParams();
  const settings = useInstanceSettings();
  const queryClient = useQueryClient();
  const param = params.get(PRODUCT_TOUR_PARAM);
  const tours = useQuery({
    queryKey: QUERY_KEYS.productTours,
    queryFn: ({ signal }) =>
      api.get<ToursAnswer>('/app/user/product_tours', { signal, silent: true }),
    select: (answer) => answer.product_tours,
    staleTime: Infinity,
  });
  const record = useMutation({
    mutationFn: ({ tourId, outcome }: { tourId: ProductTourId; outcome: ProductTourOutcome }) =>
      api.post<ToursAnswer>(`/app/user/product_tours/${tourId}`, { outcome }),
    onSuccess: (answer) => queryClient.setQueryData(QUERY_KEYS.productTours, answer),
  });
  const active = tourToStart({
    screenTour,
    param,
    state: tours.data ?? null,
    firstRunEnabled: settings.product_tour_first_run,
    blocked,
  });

  const { mutate } = record;
  const end = useCallback(
    (outcome: ProductTourOutcome) => {
      // Shown as ended at once (the answer replaces this): a slow save never keeps it up.
      queryClient.setQueryData<ToursAnswer>(QUERY_KEYS.productTours, (old) => ({
        product_tours: { ...(old?.product_tours ?? {}), [screenTour]: outcome },
      }));
      mutate({ tourId: screenTour, outcome });
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PRODUCT_TOUR_PARAM);
          return next;
        },
        { replace: true },
      );
    },
    [mutate, queryClient, screenTour, setParams],
  );

  return { active, end };
};
