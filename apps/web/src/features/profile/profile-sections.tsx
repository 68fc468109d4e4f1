import type { ComponentType } from 'react';
import { ProfileSignaturesSection } from './signatures/profile-signatures-section.tsx';

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
  { id: 'signatures', title: 'Signature and initials', Component: ProfileSignaturesSection },
];
