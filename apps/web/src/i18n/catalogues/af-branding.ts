import { BRANDING_IMAGE_MAX_MB } from '@quire/domain';
import type { Catalogue } from './catalogue.ts';
import type { enBranding } from './en-branding.ts';

/** #team/{key}/branding: the themes and their editor: Afrikaans. */
export const afBranding: Catalogue<typeof enBranding> = {
  workspace: 'Werkruimte',
  title: 'Handelsmerk',
  intro:
    'Temas klee die e-posse wat jou ondertekenaars ontvang en die bladsye waarop hulle onderteken in jou kleure en logo. Die verstektema word gebruik tensy ’n dokument ’n ander kies.',
  newTheme: 'Nuwe tema',
  fetchFailed: '’n Fout het voorgekom terwyl temas gehaal is',
  createFailed: '’n Fout het voorgekom terwyl hierdie tema geskep is',
  failed: '’n Fout het voorgekom.',
  updated: 'Tema bygewerk',
  deleted: 'Tema geskrap',
  tryAgain: 'Probeer weer',
  tryLater: 'Probeer asseblief oor ’n oomblik weer.',
  readOnly:
    'Jy kan hierdie werkruimte se temas sien; vra ’n admin vir die reg om die handelsmerk te verander.',
  default: 'Verstek',
  edit: 'Wysig',
  editTheme: 'Wysig tema {{name}}',
  editDefaultTheme: 'Wysig tema {{name}} (verstek)',
  none: 'Nog geen temas nie',
  noneCanEdit:
    'Skep ’n tema met jou logo en kleure, maak dit die verstek, en elke ondertekeningsversoek gaan uit en lyk soos jy.',
  noneReadOnly:
    'Hierdie werkruimte het nog geen temas nie: sy e-posse gebruik Quire se eie voorkoms.',
  allThemes: 'Alle temas',
  colours: 'Kleure',
  status: {
    saving: 'Stoor tans…',
    saved: 'Gestoor',
    notSaved: 'Nie gestoor nie.',
    retry: 'Probeer weer',
    auto: 'Veranderinge word outomaties gestoor',
  },
  editor: {
    name: 'Temanaam',
    useAsDefault: 'Gebruik as verstektema',
    useAsDefaultHint:
      'Dokumente van hierdie werkruimte gebruik die verstektema tensy hulle ’n ander kies.',
    emailColours: 'E-poskleure',
    headingImages: 'Opskrifprente',
    emailImage: 'E-pos-opskrifprent',
    emailImageHint: 'Word bo-aan elke e-pos gewys, in plaas van die naam Quire.',
    pageImage: 'Bladsy-opskrifprent',
    pageImageHint: 'Word bo-aan die bladsye gewys waarop jou ondertekenaars onderteken.',
    defaultLocked:
      'Dit is die werkruimte se verstektema; net iemand wat die verstek mag kies, kan dit skrap.',
    sampleSigner: 'Alex Ondertekenaar',
  },
  colour: {
    label: {
      email_button_colour: 'Knoppiekleur',
      email_button_text_colour: 'Knoppieteks se kleur',
      email_background_colour: 'Agtergrondkleur',
      email_text_colour: 'Tekskleur',
    },
    hint: {
      email_button_colour: 'Die “Hersien en onderteken”-knoppie en skakels',
      email_button_text_colour: 'Die woorde op die knoppie',
      email_background_colour: 'Agter die e-pos se wit kaart',
      email_text_colour: 'Opskrifte en hoofteks',
    },
    swatch: '{{label}}: {{colour}}',
    quires: 'Quire se {{colour}}',
    useQuires: 'Gebruik Quire se kleur',
    reset: 'Stel {{label}} terug',
  },
  image: {
    heading: 'Opskrifprent',
    none: 'Geen opskrifprent nie',
    replaceNamed: 'Vervang {{label}}',
    uploadNamed: 'Laai {{label}} op',
    replace: 'Vervang',
    upload: 'Laai prent op',
    removeNamed: 'Verwyder {{label}}',
    remove: 'Verwyder',
    uploading: '{{label}} word opgelaai',
    rules: 'PNG, JPEG, GIF of WebP, tot {{mb}} MB. ’n Breë logo werk die beste.',
    notAnImage: 'Laai asseblief ’n PNG-, JPEG-, GIF- of WebP-prent op.',
    tooLarge: `Hierdie prent is te groot. ’n Opskrifprent mag hoogstens ${BRANDING_IMAGE_MAX_MB} MB wees.`,
  },
  delete: {
    button: 'Skrap tema',
    title: 'Skrap “{{name}}”?',
    text: 'Dokumente wat hierdie tema gebruik, sal eerder die werkruimte se verstektema gebruik.',
    textDefault:
      'Dokumente wat hierdie tema gebruik, sal eerder die werkruimte se verstektema gebruik. Dit is die verstektema: nadat jy dit geskrap het, gebruik e-posse Quire se eie voorkoms totdat jy ’n ander verstek kies.',
    cancel: 'Kanselleer',
  },
  preview: {
    title: 'E-posvoorskou',
    mail: 'E-pos met ondertekeningsversoek',
    frame: 'E-posvoorskou',
    updating: 'Die voorskou word bygewerk',
  },
};
