import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SigningViewMode } from './use-signer-form-view.ts';

/** Fill in a form, or on the pages (where the form's values show): the signer's choice. */
export const SigningViewSwitch = ({
  mode,
  onChange,
}: {
  mode: SigningViewMode;
  onChange: (mode: SigningViewMode) => void;
}) => {
  const { t } = useTranslation();
  return (
    <div role="group" aria-labelledby="signing-view-switch">
      <VisuallyHidden id="signing-view-switch">{t('signer.view.showAs')}</VisuallyHidden>
      <SegmentedControl
        size="sm"
        value={mode}
        onChange={(value) => onChange(value as SigningViewMode)}
        data={[
          { value: 'form', label: t('signer.view.form') },
          { value: 'pages', label: t('signer.view.pages') },
        ]}
      />
    </div>
  );
};
