import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A server's refusal shown above the form that caused it. */
export const FormError = ({ message }: { message: string | null | undefined }) =>
  message ? (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} p="sm">
      {message}
    </Alert>
  ) : null;
