import type { ComponentType } from 'react';
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
export type ProfileSection = {
  /** The in-page anchor (#profile?section=id) and the section's accessible name. */
  id: string;
  title: string;
  Component: ComponentType;
};

export const PROFILE_SECTIONS: ProfileSection[] = [
  { id: 'details', title: 'Details', Component: DetailsSection },
  { id: 'password', title: 'Password', Component: PasswordSection },
  { id: 'two-step', title: 'Two-step authentication', Component: TwoStepSection },
  { id: 'passkeys', title: 'Passkeys', Component: PasskeysSection },
  { id: 'signatures', title: 'Signature and initials', Component: ProfileSignaturesSection },
  { id: 'email-signature', title: 'Email signature', Component: EmailSignatureSection },
  { id: 'api-keys', title: 'API keys', Component: ApiKeysSection },
];
