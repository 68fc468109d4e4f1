import type { ComponentType } from 'react';
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
  { id: 'email-signature', title: 'Email signature', Component: EmailSignatureSection },
  { id: 'api-keys', title: 'API keys', Component: ApiKeysSection },
];
