import { i18n } from '../../i18n/i18n.ts';
import type { SignatureKind } from './signature-api.ts';

/**
 * The modal's words for a signature or for initials (plural in English), in the app's language:
 * the components that show them re-render when it changes (they use useTranslation).
 */
export const wordingFor = (kind: SignatureKind) => {
  const words = (key: 'title' | 'noun' | 'useSaved' | 'saved' | 'typeLabel') =>
    i18n.t(`signature.kinds.${kind}.${key}`);
  return {
    kind,
    title: words('title'),
    noun: words('noun'),
    useSaved: words('useSaved'),
    saved: words('saved'),
    typeLabel: words('typeLabel'),
  };
};

export type SignatureWording = ReturnType<typeof wordingFor>;
