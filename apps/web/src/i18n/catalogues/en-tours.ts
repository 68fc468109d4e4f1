import { PRODUCT_TOURS, type ProductTourId } from '@quire/domain';

type TourWords = { name: string; steps: Record<string, { title: string; text: string }> };

/** A tour's words by step number ('0', '1', …), taken from the domain's tours so they cannot drift. */
const wordsOf = (id: ProductTourId): TourWords => ({
  name: PRODUCT_TOURS[id].name,
  steps: Object.fromEntries(
    PRODUCT_TOURS[id].steps.map((s, i) => [String(i), { title: s.title, text: s.text }]),
  ),
});

/** The guided product tours (app/tour): English. */
export const enTours = {
  documents: wordsOf('documents'),
  editor: wordsOf('editor'),
};
