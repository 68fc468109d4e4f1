import {
  EMBED_EDITOR_MESSAGES,
  EMBED_MESSAGES,
  FINAL_COPY_MESSAGES,
  SIGNING_EXPIRY_MESSAGES,
  SIGNING_REQUEST_MESSAGES,
  type Locale,
} from '@quire/domain';

/** One page a browser is shown instead of the web app: its heading and what it says. */
export type Notice = { heading: string; paragraphs: readonly string[] };

type NoticeWords = {
  signingExpired: Notice;
  signingInvalid: Notice;
  finalCopyExpired: Notice;
  finalCopyUnknown: Notice;
  frameRefused: Notice;
  editorLinkUsed: Notice;
  /** The way on, under the pages a signer or copy recipient reaches. */
  goToQuire: string;
};

const finalCopyExplanation =
  'A link to a signed document works for a limited time after everyone has signed, and stops when the sender withdraws the document.';
const finalCopyExplanationAf =
  '’n Skakel na ’n ondertekende dokument werk ’n beperkte tyd nadat almal onderteken het, en hou op wanneer die sender die dokument terugtrek.';

/**
 * The words of the pages the server renders itself (ADR 0055): English as the API's messages read
 * (the domain's constants), and Afrikaans. The web app's catalogue holds the same messages for
 * its screens; these pages are served before, or instead of, the web app.
 */
export const NOTICE_WORDS: Record<Locale, NoticeWords> = {
  en: {
    signingExpired: {
      heading: 'The signing deadline has passed',
      paragraphs: [
        SIGNING_EXPIRY_MESSAGES.expired,
        'Nothing was signed after the deadline. The sender can set a later one and send you the link again.',
      ],
    },
    signingInvalid: {
      heading: 'This link does not work any more',
      paragraphs: [
        SIGNING_REQUEST_MESSAGES.linkInvalid,
        'A signing link stops working once the document is signed, declined or withdrawn, or when it expires.',
      ],
    },
    finalCopyExpired: {
      heading: 'This link has expired',
      paragraphs: [FINAL_COPY_MESSAGES.linkExpired, finalCopyExplanation],
    },
    finalCopyUnknown: {
      heading: 'This link does not work',
      paragraphs: [FINAL_COPY_MESSAGES.linkUnknown, finalCopyExplanation],
    },
    frameRefused: {
      heading: 'Not available here',
      paragraphs: [
        EMBED_MESSAGES.frameRefused,
        'The workspace that sent this document has not allowed this website to show its documents.',
      ],
    },
    editorLinkUsed: {
      heading: 'This link has been used',
      paragraphs: [EMBED_EDITOR_MESSAGES.linkUsed],
    },
    goToQuire: 'Go to Quire',
  },
  af: {
    signingExpired: {
      heading: 'Die sperdatum vir ondertekening is verby',
      paragraphs: [
        'Die sperdatum om hierdie dokument te onderteken, is verby. Vra asseblief die sender om dit te verleng of dit weer te stuur.',
        'Niks is ná die sperdatum onderteken nie. Die sender kan ’n latere een stel en die skakel weer aan jou stuur.',
      ],
    },
    signingInvalid: {
      heading: 'Hierdie skakel werk nie meer nie',
      paragraphs: [
        'Hierdie ondertekeningskakel is nie meer geldig nie. Vra asseblief die sender vir ’n nuwe een.',
        '’n Ondertekeningskakel hou op werk sodra die dokument onderteken, afgekeur of teruggetrek is, of wanneer dit verval.',
      ],
    },
    finalCopyExpired: {
      heading: 'Hierdie skakel het verval',
      paragraphs: [
        'Hierdie skakel na die ondertekende dokument het verval of is teruggetrek. Vra asseblief die sender vir ’n afskrif.',
        finalCopyExplanationAf,
      ],
    },
    finalCopyUnknown: {
      heading: 'Hierdie skakel werk nie',
      paragraphs: [
        'Hierdie skakel na ’n ondertekende dokument bestaan nie. Maak seker jy het alles gekopieer.',
        finalCopyExplanationAf,
      ],
    },
    frameRefused: {
      heading: 'Nie hier beskikbaar nie',
      paragraphs: [
        'Hierdie bladsy kan nie binne daardie webwerf gewys word nie.',
        'Die werkruimte wat hierdie dokument gestuur het, het nie hierdie webwerf toegelaat om sy dokumente te wys nie.',
      ],
    },
    editorLinkUsed: {
      heading: 'Hierdie skakel is reeds gebruik',
      paragraphs: [
        'Hierdie redigeerderskakel het verval of is reeds gebruik. Herlaai die bladsy om ’n nuwe een te kry.',
      ],
    },
    goToQuire: 'Gaan na Quire',
  },
};
