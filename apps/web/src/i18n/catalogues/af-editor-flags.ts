import type { Catalogue } from './catalogue.ts';
import type { enEditorFlags } from './en-editor-flags.ts';

/** The settings panel's §3 flags: Afrikaans. */
export const afEditorFlags: Catalogue<typeof enEditorFlags> = {
  groups: {
    signing: 'Ondertekening',
    signature_methods: 'Handtekeningmetodes',
    form_and_annotation: 'Vorms en aantekeninge',
    contact_handling: 'Kontakbesonderhede',
    replication: 'Waardes tussen velde kopieer',
    groups_and_roles: 'Groepe en rolle',
    output: 'Ondertekende dokument',
    other: 'Ander',
  },
  sequential_signing: {
    label: 'Teken in volgorde',
    help: 'Elke ondertekenaar word eers gevra om te teken nadat die vorige een geteken het.',
  },
  use_two_factor_authentication: {
    label: 'Tweestapverifikasie vir ondertekenaars',
    help: 'Ondertekenaars voer ’n eenmalige kode in voordat hulle kan teken. Die kode gaan per SMS of WhatsApp na ondertekenaars wat so bereik word (of wat geen e-posadres het nie), en per e-pos na almal anders.',
  },
  use_signing_wizard: {
    label: 'Lei ondertekenaars veld vir veld',
    help: 'Neem ondertekenaars van een van hul velde na die volgende totdat hulle klaar is.',
  },
  include_attachments: {
    label: 'Heg die ondertekende dokument aan die finale e-pos',
    help: 'Almal ontvang die ondertekende PDF as aanhegsel, nie net ’n skakel nie.',
  },
  attachments_visible_to_all_signers: {
    label: 'Ondertekenaars sien mekaar se oplaaie',
    help: 'Lêers wat in velde opgelaai word, is vir elke ondertekenaar sigbaar, nie net vir die een wat dit bygevoeg het nie.',
  },
  can_use_drawn_signature: {
    label: 'Getekende handtekening',
    help: 'Ondertekenaars mag hul handtekening met ’n muis, vinger of stylus teken.',
  },
  can_use_typed_signature: {
    label: 'Getikte handtekening',
    help: 'Ondertekenaars mag hul naam tik en ’n handskrifstyl kies.',
  },
  can_use_uploaded_signature: {
    label: 'Opgelaaide handtekening',
    help: 'Ondertekenaars mag ’n prent van hul handtekening oplaai.',
  },
  can_be_used_as_form: {
    label: 'Gebruik as herbruikbare vorm',
    help: 'Enigiemand met die vormskakel kan hul eie afskrif invul en teken.',
  },
  can_be_annotated: {
    label: 'Laat aantekeninge toe',
    help: 'Ondertekenaars mag notas en uitligte op die bladsye byvoeg.',
  },
  always_use_form_view: {
    label: 'Maak altyd in vormaansig oop',
    help: 'Ondertekenaars vul ’n eenvoudige vorm in in plaas van die bladsye; die PDF word vir hulle ingevul.',
  },
  use_one_click_initial: {
    label: 'Paraaf met een klik',
    help: 'Een klik plaas die ondertekenaar se paraaf in al hul paraafvelde.',
  },
  use_one_click_signature: {
    label: 'Handtekening met een klik',
    help: 'Een klik plaas die ondertekenaar se handtekening in al hul handtekeningvelde.',
  },
  obfuscate_contact_info: {
    label: 'Verberg kontakbesonderhede',
    help: 'Ondertekenaars sien mekaar se name, maar nie hul e-posadresse of nommers nie.',
  },
  exclude_created_by_from_final_mail: {
    label: 'Laat my uit die finale e-pos',
    help: 'Die persoon wat die dokument opgestel het, ontvang nie die ondertekende afskrif per e-pos nie.',
  },
  email_is_optional_for_signing: {
    label: 'E-posadres is opsioneel',
    help: '’n Ondertekenaar kan net per selfoonnommer bereik word.',
  },
  communication_channel_configurable: {
    label: 'Kies hoe elke ondertekenaar gekontak word',
    help: 'Kies e-pos, SMS, WhatsApp of e-pos-of-SMS per ondertekenaar.',
  },
  use_data_field_value_replication: {
    label: 'Kopieer waardes tussen velde met dieselfde naam',
    help: 'As een veld ingevul word, word elke veld met dieselfde naam in hierdie dokument ingevul.',
  },
  use_data_field_value_replication_across_documents: {
    label: '…oor elke dokument in die pakket',
    help: 'Waardes word ook na velde met dieselfde naam in die ander dokumente gekopieer.',
  },
  use_checkbox_value_replication: {
    label: 'Kopieer ook merkblokkies',
    help: 'As ’n merkblokkie gemerk word, word merkblokkies met dieselfde naam ook gemerk.',
  },
  use_signer_groups: {
    label: 'Ondertekenaarsgroepe',
    help: 'Plaas ondertekenaars in groepe sodat enigeen van ’n groep namens die groep mag teken.',
  },
  first_signer_has_multi_edit_role: {
    label: 'Eerste ondertekenaar mag elke veld wysig',
    help: 'Die eerste ondertekenaar kan velde invul wat aan die ander ondertekenaars toegewys is.',
  },
  include_audit_trail_in_signed_documents: {
    label: 'Voeg die ouditspoor by',
    help: 'Die ondertekende PDF eindig met bladsye wat aanteken wie geteken het, wanneer en van waar.',
  },
  use_certificates_for_signed_pdf: {
    label: 'Verseël met ’n digitale sertifikaat',
    help: 'PDF-lesers kan nagaan dat die ondertekende dokument sedertdien nie verander is nie.',
  },
  can_reject_individual_documents: {
    label: 'Ondertekenaars mag enkele dokumente afwys',
    help: '’n Ondertekenaar kan een dokument van die pakket afwys en die res teken.',
  },
  data_fields_locked: {
    label: 'Sluit velde',
    help: 'Velde kan nie geskuif, verstel, van tipe verander of hertoegewys word totdat hulle ontsluit is nie.',
  },
};
