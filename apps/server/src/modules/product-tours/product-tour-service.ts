import {
  isProductTourId,
  type ProductTourId,
  type ProductTourOutcome,
  type ProductTourState,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { findProductTours, upsertProductTour } from './product-tour-repository.ts';

/** The user's tour outcomes as the web reads them: { documents: 'skipped', … }. */
export const productTourStateOf = async (
  ctx: AppContext,
  auth: Auth,
): Promise<ProductTourState> => {
  const state: ProductTourState = {};
  for (const row of await findProductTours(ctx.db, auth.user.key)) {
    // A tour retired from the catalogue is no longer anyone's business.
    if (isProductTourId(row.tour_id)) state[row.tour_id] = row.outcome as ProductTourOutcome;
  }
  return state;
};

export const recordProductTour = async (
  ctx: AppContext,
  auth: Auth,
  tourId: ProductTourId,
  outcome: ProductTourOutcome,
): Promise<ProductTourState> => {
  await upsertProductTour(ctx.db, { user_key: auth.user.key, tour_id: tourId, outcome });
  return productTourStateOf(ctx, auth);
};
