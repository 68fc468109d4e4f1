import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import type { SigningViewMode } from './use-signer-form-view.ts';

/** Fill in a form, or on the pages (where the form's values show): the signer's choice. */
export const SigningViewSwitch = ({
  mode,
  onChange,
}: {
  mode: SigningViewMode;
  onChange: (mode: SigningViewMode) => void;
}) => (
  <div role="group" aria-labelledby="signing-view-switch">
    <VisuallyHidden id="signing-view-switch">Show the document as</VisuallyHidden>
    <SegmentedControl
      size="sm"
      value={mode}
      onChange={(value) => onChange(value as SigningViewMode)}
      data={[
        { value: 'form', label: 'Form' },
        { value: 'pages', label: 'Pages' },
      ]}
    />
  </div>
);
