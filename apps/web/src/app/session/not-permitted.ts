import { i18n } from '../../i18n/i18n.ts';

/**
 * What a disabled control says when the user's workspace permissions are the reason. The §8
 * wording where the spec has one (the server refuses with the same words), Quire's otherwise.
 * Read when shown, so each is in the language the app speaks then.
 */
export const NOT_PERMITTED = {
  get upload() {
    return i18n.t('app.notPermitted.upload');
  },
  get uploadToPack() {
    return i18n.t('app.notPermitted.uploadToPack');
  },
  get requestSignatures() {
    return i18n.t('app.notPermitted.requestSignatures');
  },
  get setting() {
    return i18n.t('app.notPermitted.setting');
  },
};
