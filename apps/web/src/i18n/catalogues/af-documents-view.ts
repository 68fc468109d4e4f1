import type { Catalogue } from './catalogue.ts';
import type { enDocumentsView } from './en-documents-view.ts';

/** A pack's page (#documents/{key}): its header, tabs, pages and notices: Afrikaans. */
export const afDocumentsView: Catalogue<typeof enDocumentsView> = {
  loading: 'Dokument word gelaai',
  addDocument: 'Voeg dokument by',
  templateTitle: 'Jy redigeer ’n sjabloon',
  templateText:
    'Sy dokumente, ondertekenaars en velde word gekopieer na elke dokument wat daarvan gemaak word; niks hier word vir ondertekening gestuur nie. Kies Gebruik sjabloon om ’n dokument daarvan te begin.',
  fromTemplateTitle: 'Uit ’n sjabloon geskep',
  fromTemplateText:
    'Hierdie dokument is ’n nuwe kopie van ’n sjabloon. Veranderinge hier raak nie die sjabloon nie.',
  yourTurnTitle: 'Dit is jou beurt om te onderteken',
  yourTurnText: 'Jy is die volgende ondertekenaar van hierdie dokument.',
  signNow: 'Onderteken nou',
  noDocuments: 'Hierdie pak het geen dokumente nie.',
  deleteTitle: 'Skrap dokument',
  deleteConfirm: 'Skrap',
  header: {
    templates: 'Sjablone',
    documents: 'Dokumente',
    updated: 'Bygewerk {{date}}',
    useTemplate: 'Gebruik sjabloon',
    use: 'Gebruik',
    templateActions: 'Sjabloonaksies',
    documentActions: 'Dokumentaksies',
    saveAsTemplate: 'Stoor as sjabloon',
    downloadPdf: 'Laai PDF af',
    downloadCsv: 'Laai velddata af (CSV)',
    verify: 'Verifieer ’n PDF',
    moveToTrash: 'Skuif na asblik',
  },
  tabs: {
    list: 'Dokumente in hierdie pak',
    reorder: 'Herrangskik {{name}}',
    options: 'Opsies vir {{name}}',
    rename: 'Hernoem',
    download: 'Laai af',
    delete: 'Skrap',
  },
  rename: {
    title: 'Hernoem dokument',
    name: 'Dokumentnaam',
    cancel: 'Kanselleer',
    save: 'Stoor',
  },
  conversion: {
    preparing: 'Jou bladsye word voorberei',
    waiting: 'Wag om jou bladsye voor te berei',
    text: '{{name}} word omgeskakel. Die bladsye verskyn hier sodra hulle gereed is.',
    converting: '{{name}} word omgeskakel',
    queued: 'In die tou',
  },
  unavailable: {
    locked: '{{name}} is met ’n wagwoord beskerm',
    none: 'Geen bladsye om te wys nie',
    lockedText: 'Voer sy wagwoord in om die bladsye voor te berei.',
    failedText:
      'Die bladsye van {{name}} kon nie voorberei word nie. Laai die PDF weer op, of ’n ander kopie daarvan.',
    enterPassword: 'Voer wagwoord in',
    details: 'Besonderhede',
  },
};
