import { Button, Group, type GroupProps } from '@mantine/core';

/**
 * The foot of a form in a modal: Cancel, then the button that submits the form (busy while the
 * request runs). Cancel is a plain button, so Enter in a field always submits.
 */
export const FormActions = ({
  cancelLabel,
  onCancel,
  cancelDisabled,
  submitLabel,
  pending,
  submitDisabled,
  danger,
  gap,
  mt,
}: {
  cancelLabel: string;
  onCancel: () => void;
  /** Whether Cancel waits for the request (a half-sent change must not be walked away from). */
  cancelDisabled?: boolean;
  submitLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  /** The submit deletes or revokes something: a red button. */
  danger?: boolean;
  gap?: GroupProps['gap'];
  mt?: GroupProps['mt'];
}) => (
  <Group justify="flex-end" {...(gap !== undefined && { gap })} {...(mt !== undefined && { mt })}>
    <Button
      variant="default"
      onClick={onCancel}
      {...(cancelDisabled !== undefined && { disabled: cancelDisabled })}
    >
      {cancelLabel}
    </Button>
    <Button
      type="submit"
      {...(danger && { color: 'red' })}
      loading={pending}
      {...(submitDisabled !== undefined && { disabled: submitDisabled })}
    >
      {submitLabel}
    </Button>
  </Group>
);
