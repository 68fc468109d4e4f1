import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine names its show/hide toggle 'Toggle password visibility', which a lookup by the label
 * "Password" also finds (screen readers' label search, getByLabel in tests). This name doesn't
 * repeat the field's label, so the field is the only thing called "Password".
 */
export const PasswordField = (props: PasswordInputProps) => {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': t('components.showPassword') }}
    />
  );
};
