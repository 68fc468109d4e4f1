import type { Catalogue } from './catalogue.ts';
import type { enEditor } from './en-editor.ts';
import {
  afEditorApi,
  afEditorAppendices,
  afEditorFormView,
  afEditorNotifications,
  afEditorSubscriptions,
} from './af-editor-around.ts';
import { afEditorAttributes, afEditorDeadline, afEditorMore } from './af-editor-extras.ts';
import { afEditorFields } from './af-editor-fields.ts';
import { afEditorFlags } from './af-editor-flags.ts';
import { afEditorRequest } from './af-editor-request.ts';
import { afEditorRules } from './af-editor-rules.ts';
import { afEditorSettings } from './af-editor-settings.ts';
import { afEditorLinks, afEditorMapping } from './af-editor-templates.ts';
import { afEditorSigners } from './af-editor-signers.ts';

/** The setup editor (features/editor): Afrikaans. */
export const afEditor: Catalogue<typeof enEditor> = {
  cancel: 'Kanselleer',
  save: 'Stoor',
  tryAgain: 'Probeer weer',
  close: 'Maak toe',
  loading: 'Laai tans…',
  me: 'Ek',
  sidebar: 'Redigeerder se sybalk',
  tapToPlace: 'Tik op die bladsy om die veld te plaas',
  fieldsAndSettings: 'Velde en instellings',
  editDocument: 'Wysig dokument',
  savingChanges: 'Jou veranderinge word gestoor...',
  copied: '{{count}} veld(e) na die knipbord gekopieer',
  pasted: '{{count}} veld(e) geplak',
  undoCleared: '{{count}} item(s) uit die ontdoenstapel verwyder.',
  status: { saved: 'Gestoor', failed: 'Nie gestoor nie' },
  panels: {
    label: 'Redigeerderpanele',
    fields: 'Velde',
    signers: 'Ondertekenaars',
    settings: 'Instellings',
    rules: 'Reëls',
    more: 'Meer',
  },
  minimap: {
    label: 'Minikaart',
    pages: 'Bladsye',
    close: 'Maak minikaart toe',
    goTo: 'Gaan na bladsy {{page}}',
  },
  toolbar: {
    undo: 'Ontdoen (ctrl z)',
    redo: 'Herdoen (ctrl y)',
    paste: 'Plak (ctrl v)',
    quickFill: 'Vul my velde vinnig in',
    minimap: 'Minikaart (ctrl ])',
    locked: 'Velde gesluit',
  },
  fields: afEditorFields,
  signers: afEditorSigners,
  settings: afEditorSettings,
  flags: afEditorFlags,
  request: afEditorRequest,
  mapping: afEditorMapping,
  link: afEditorLinks,
  more: afEditorMore,
  deadline: afEditorDeadline,
  attributes: afEditorAttributes,
  rules: afEditorRules,
  notifications: afEditorNotifications,
  subscriptions: afEditorSubscriptions,
  api: afEditorApi,
  formView: afEditorFormView,
  appendices: afEditorAppendices,
  countdown: {
    seconds_one: '{{count}} sekonde',
    seconds_other: '{{count}} sekondes',
    minutes_one: '{{count}} min.',
    minutes_other: '{{count}} min.',
    hours_one: '{{count}} uur',
    hours_other: '{{count}} uur',
    days_one: '{{count}} dag',
    days_other: '{{count}} dae',
  },
  quickFill: {
    datePlaceholder: 'jjjj-mm-dd',
    title: 'Vul jou velde vinnig in',
    empty:
      'Geen van die velde is joune om in te vul nie. Velde wat aan “Ek” toegewys is, verskyn hier.',
    badDate: 'Gebruik jjjj-mm-dd, jjjj/mm/dd, dd/mm/jjjj of dd-mm-jjjj',
    fill: 'Vul velde in',
  },
};
