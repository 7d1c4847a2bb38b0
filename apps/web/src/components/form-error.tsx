import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The problem's title above a form, read out by screen readers. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      mb="md"
      data-testid="form-error"
    >
      {message}
    </Alert>
  );
}
