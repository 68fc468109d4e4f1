import {
  FILTER_TIMESPAN_DAYS,
  MAX_SIGNING_DEADLINE_DAYS,
  PASSWORD_MAX_LENGTH,
} from '@quire/domain';
import type { ServerCatalogue } from './en-server.ts';

/** Messages the domain builds from values, and its schemas' own words: Afrikaans. */
export const afServerComposed: Pick<
  ServerCatalogue,
  'COMPOSED_MESSAGES' | 'SCHEMA_MESSAGES' | 'WEBHOOK_ADDRESS_KIND_MESSAGES'
> = {
  COMPOSED_MESSAGES: {
    repeatSkippedOverlap: '{{0}} veld(e) wat bestaande velde sou oorvleuel, is oorgeslaan.',
    repeatSkippedNoPage: 'Dokumente sonder ’n ooreenstemmende bladsy is oorgeslaan: {{0}}.',
    signingMethodDefaulted:
      'Ten minste 1 ondertekeningsmetode is nodig. Opgelaaide handtekening is as verstek gekies.',
    oneDocument: 'Dokument',
    documentCount: '{{0}} dokumente',
    documentsMoved: '{{0}} geskuif.',
    documentsTrashed: '{{0}} na die asblik geskuif.',
    documentsRecovered: '{{0}} herstel.',
    someSavedAsTemplates: '(Sommige) dokument(e) gekopieer. {{0}} van {{1}} as sjablone gestoor.',
    templatesSaved: '{{0}} sjablone gestoor.',
    fileTooLarge: 'Hierdie lêer is te groot. Die grootste PDF wat Quire aanvaar, is {{0}} MB.',
    passwordTooShort: 'Vul asseblief ’n wagwoord van minstens {{0}} karakters in',
    invalidEmailAddress: '’n Geldige e-posadres is nodig: {{0}}',
    attributeIncomplete: 'Die veld {{0}} is onvolledig',
    fieldRuleTargetUnknown:
      'Geen veld of veldgroep met die naam {{0}} bestaan in hierdie dokument nie.',
    fieldRuleReferenceUnknown:
      'Die voorwaarde verwys na “{{0}}”, wat nie ’n veld van hierdie dokument is nie.',
    unknownEventSubscription: 'Onbekende gebeurtenis: {{0}}',
    signingDeadlineTooFar: `Die sperdatum vir ondertekening kan hoogstens ${MAX_SIGNING_DEADLINE_DAYS} dae ver wees.`,
    filterFieldUnknown: 'Daar is geen veld met die naam {{0}} nie.',
    filterInequalityRefused: '{{0}} kan nie met {{1}} gefiltreer word nie.',
    filterTimespan: `Kies ${FILTER_TIMESPAN_DAYS.join(', ')} dae.`,
    filterNeedsNumber: '{{0}} het ’n getal nodig om mee te vergelyk.',
    filterNeedsDate: '{{0}} het ’n datum nodig om mee te vergelyk.',
    webhookAddressRefused: 'Webhooks kan nie na {{0}} gestuur word nie: dit is {{1}}.',
  },
  SCHEMA_MESSAGES: {
    fullNameTooLong: 'Jou naam mag hoogstens 200 karakters lank wees.',
    passwordTooLong: `’n Wagwoord mag hoogstens ${PASSWORD_MAX_LENGTH} karakters lank wees.`,
    dialingCodeInvalid: 'Kies asseblief ’n geldige skakelkode.',
    workspaceNameTooLong: '’n Werkruimtenaam mag hoogstens 100 karakters lank wees.',
    themeColourInvalid: 'Vul asseblief ’n kleur soos #1d4898 in.',
    themeNameRequired: 'Vul asseblief ’n naam vir die tema in.',
    themeNameTooLong: '’n Temanaam mag hoogstens 100 karakters lank wees.',
    documentNameRequired: 'Vul asseblief ’n naam vir jou dokument in',
    postSigningUrlInvalid: 'Die URL ná ondertekening moet ’n geldige http- of https-URL wees.',
    fieldColourInvalid: 'Kleure word as #rrggbb geskryf.',
    bulkSendDescriptionRequired: '’n Beskrywing is nodig',
    permissionNotBoolean: 'Elke toestemming moet waar of onwaar wees.',
    folderChangeEmpty: 'Stuur ’n nuwe naam, ’n nuwe parent_id, of albei.',
  },
  WEBHOOK_ADDRESS_KIND_MESSAGES: {
    loopback: '’n terugloop-adres (hierdie bediener)',
    private: '’n privaat netwerkadres',
    link_local: '’n skakel-plaaslike of wolk-metadata-adres',
    shared: '’n draergraad-NAT-adres',
    unspecified: '’n ongespesifiseerde adres',
    reserved: '’n gereserveerde adres',
  },
};
