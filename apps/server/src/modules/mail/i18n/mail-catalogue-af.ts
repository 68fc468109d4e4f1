import type { Catalogue } from './catalogue-type.ts';
import type { mailEn } from './mail-catalogue-en.ts';

/** The signer's mails and the shared frame: Afrikaans. */
export const mailAf: Catalogue<typeof mailEn> = {
  frame: {
    footer: 'Jy ontvang hierdie e-pos weens ’n aksie op jou Quire-rekening.',
    buttonFallback: 'As die knoppie nie werk nie, kopieer hierdie skakel na jou blaaier:',
  },
  request: {
    subject: '{{sender}} het vir jou “{{document}}” gestuur om te onderteken',
    reminderSubject: 'Herinnering: {{subject}}',
    preview: '{{sender}} het vir jou “{{document}}” gestuur om te hersien en te onderteken',
    reminderPreview: '“{{document}}” wag nog vir jou handtekening',
    heading: '{{sender}} het vir jou ’n dokument gestuur om te onderteken',
    reminderHeading: '’n Herinnering: {{sender}} wag vir jou handtekening',
    footer:
      'Hierdie skakel is persoonlik: moet asseblief nie hierdie e-pos aanstuur nie. Dit werk vir {{days}} dae, of totdat die dokument onderteken, geweier of teruggetrek is.',
    greeting: 'Hallo {{name}},',
    there: 'daar',
    document: 'Dokument',
    messageFrom: 'Boodskap van {{sender}}',
    deadline: 'Onderteken asseblief voor {{deadline}}: die skakel werk daarna nie meer nie.',
    button: 'Hersien en onderteken',
  },
  code: {
    subject: 'Jou Quire-verifikasiekode',
    preview: 'Jou verifikasiekode is {{code}}',
    heading: 'Jou verifikasiekode',
    footer:
      'As jy nie vir hierdie kode gevra het nie, kan jy hierdie e-pos ignoreer: niks word daarsonder onderteken nie.',
    greeting: 'Hallo {{name}},',
    enter: 'Voer hierdie kode in om te bevestig dat dit jy is wat “{{document}}” onderteken:',
    validity: 'Die kode werk vir {{minutes}} minute. Moet dit nooit met iemand deel nie.',
  },
  final: {
    subject: '“{{document}}” is voltooi',
    heading: 'Die dokument is voltooi',
    footerAttached:
      'Die aangehegte PDF dra ’n digitale seël: enige verandering aan die lêer maak die seël ongeldig.',
    footer: 'Die PDF dra ’n digitale seël: enige verandering aan die lêer maak die seël ongeldig.',
    greeting: 'Hallo {{name}},',
    there: 'daar',
    completed: 'Almal het “{{document}}” voltooi.',
    attachedText: 'Die finale, geseëlde dokumente is by hierdie e-pos aangeheg.',
    readyText: 'Die finale, geseëlde dokumente is gereed in Quire.',
    attached: 'Aangeheg',
    documents: 'Dokumente',
    view: 'Bekyk en laai af',
    open: 'Maak oop in Quire',
    linkValid:
      'Geen rekening nodig nie: die skakel maak die ondertekende dokument oop en werk tot {{date}}.',
  },
};
