import type { Catalogue } from './catalogue.ts';
import type { en } from './en.ts';
import { afCommon } from './af-common.ts';
import { afEditor } from './af-editor.ts';
import { afFieldTypes } from './af-field-types.ts';
import { afPostSign } from './af-post-sign.ts';
import { afProfile } from './af-profile.ts';
import { afSigning } from './af-signing.ts';

/** Afrikaans. */
export const af: Catalogue<typeof en> = {
  common: afCommon,
  editor: afEditor,
  fieldTypes: afFieldTypes,
  signing: afSigning,
  postSign: afPostSign,
  profile: afProfile,
};
