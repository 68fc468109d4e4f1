/**
 * The guided product tour (spec §2: "A product_tour_id param starts a guided tour"). Two tours,
 * one per first-run screen: the documents list and the editor. Each step points at an element
 * marked `data-tour="<target>"`; a step whose element is not on the screen (a phone hides the
 * filters, a team member without the upload flag has no upload button) is shown unanchored,
 * so the tour never stalls.
 */
export const PRODUCT_TOUR_IDS = ['documents', 'editor'] as const;
export type ProductTourId = (typeof PRODUCT_TOUR_IDS)[number];

/** How a tour ended for a user: both mean "do not start it on its own again". */
export const PRODUCT_TOUR_OUTCOMES = ['completed', 'skipped'] as const;
export type ProductTourOutcome = (typeof PRODUCT_TOUR_OUTCOMES)[number];

/** The §2 param, on #documents or on a document's page. */
export const PRODUCT_TOUR_PARAM = 'product_tour_id';

export type ProductTourStep = {
  /** The `data-tour` value of the element the step points at. */
  target: string;
  title: string;
  text: string;
};

export const PRODUCT_TOURS: Record<ProductTourId, { name: string; steps: ProductTourStep[] }> = {
  documents: {
    name: 'Documents tour',
    steps: [
      {
        target: 'documents-heading',
        title: 'Welcome to Quire',
        text: 'Everything you send for signature, and every template you keep, is listed here. This short tour shows you around.',
      },
      {
        target: 'documents-new',
        title: 'Start a document',
        text: 'Upload a PDF, or start from one of your templates. Quire opens it in the editor so you can place fields and add signers.',
      },
      {
        target: 'documents-search',
        title: 'Find anything',
        text: 'Search by document name or by signer, and narrow the list by type and by status.',
      },
      {
        target: 'documents-list',
        title: 'Track every document',
        text: 'Each row shows where a document stands: in setup, awaiting signatures, completed. Open one to see who has signed and its audit trail.',
      },
      {
        target: 'user-menu',
        title: 'Your account',
        text: 'Your profile, signature, workspaces and this tour live in this menu. You are ready to send your first document.',
      },
    ],
  },
  editor: {
    name: 'Editor tour',
    steps: [
      {
        target: 'editor-sidebar',
        title: 'Place fields',
        text: 'Choose a field type (signature, initials, date, text, checkbox), then click on the page where it belongs, or drag it there.',
      },
      {
        target: 'editor-panels',
        title: 'Signers and settings',
        text: 'Add everyone who must sign, in the order they sign: each gets a colour, and their fields take it. The document settings and rules are in these tabs too.',
      },
      {
        target: 'editor-pages',
        title: 'Your document',
        text: 'Drag fields to move them and pull their corners to resize. Ctrl Z undoes, Delete removes the selected fields.',
      },
      {
        target: 'editor-send',
        title: 'Send for signature',
        text: 'When every signer has their fields, request signatures. Quire mails each signer in turn and tells you as they sign.',
      },
    ],
  },
};

export const isProductTourId = (value: string | null | undefined): value is ProductTourId =>
  typeof value === 'string' && (PRODUCT_TOUR_IDS as readonly string[]).includes(value);

export type ProductTourState = Partial<Record<ProductTourId, ProductTourOutcome>>;

/**
 * Which tour to run on a screen that offers `screenTour`: the param's tour when the address asks
 * for this screen's tour (always, even seen before: the user asked), otherwise this screen's tour
 * on a first run (never completed nor skipped) when the instance starts tours on its own.
 * null while the user's tour state is unknown, so a tour never flashes up and then goes.
 */
export const tourToStart = (input: {
  screenTour: ProductTourId;
  param: string | null;
  state: ProductTourState | null;
  firstRunEnabled: boolean;
  /** Something else holds the screen first (accept-terms, two-step setup). */
  blocked: boolean;
}): ProductTourId | null => {
  if (input.blocked) return null;
  if (input.param !== null) return input.param === input.screenTour ? input.screenTour : null;
  if (!input.firstRunEnabled || input.state === null) return null;
  return input.state[input.screenTour] === undefined ? input.screenTour : null;
};

/** "Step 2 of 5". */
export const tourProgressLabel = (index: number, total: number): string =>
  `Step ${index + 1} of ${total}`;
