import type { ComponentType } from 'react';
import type { enProfileAccount } from '../../i18n/catalogues/en-profile-account.ts';
import { DetailsSection } from './account/details-section.tsx';
import { PasswordSection } from './account/password-section.tsx';
import { TwoStepSection } from './two-step/two-step-section.tsx';
import { PasskeysSection } from './passkeys/passkeys-section.tsx';
import { ProfileSignaturesSection } from './signatures/profile-signatures-section.tsx';
import { ApiKeysSection } from './api-keys/api-keys-section.tsx';
import { EmailSignatureSection } from './email-signature/email-signature-section.tsx';

/**
 * The sections of #profile, in the order they are shown. Each capability of issue 12 (details and
 * password, two-step authentication, passkeys, signatures and initials, email signature, API keys)
 * is a component in its own folder under features/profile/ and adds one entry here.
 */
type SectionId = keyof (typeof enProfileAccount)['sections'];

export type ProfileSection = {
  /** The in-page anchor (#profile?section=id); its title is profile.sections.<id>. */
  id: SectionId;
  Component: ComponentType;
};

export const PROFILE_SECTIONS: ProfileSection[] = [
  { id: 'details', Component: DetailsSection },
  { id: 'password', Component: PasswordSection },
  { id: 'two-step', Component: TwoStepSection },
  { id: 'passkeys', Component: PasskeysSection },
  { id: 'signatures', Component: ProfileSignaturesSection },
  { id: 'email-signature', Component: EmailSignatureSection },
  { id: 'api-keys', Component: ApiKeysSection },
];
