import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine names its show/hide toggle 'Toggle password visibility', which a lookup by the label
 * "Password" also finds (screen readers' label search, getByLabel in tests). This name doesn't
 * repeat the field's label, so the field is the only thing called "Password".
 */
export const PasswordField = (props: PasswordInputProps) => (
  <PasswordInput
    {...props}
    visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the characters' }}
  />
);
