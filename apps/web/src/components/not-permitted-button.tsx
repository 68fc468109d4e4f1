import { Button, Tooltip, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type NotPermittedButtonProps = ButtonProps & {
  label: ReactNode;
  /** Why the user's workspace permissions keep them from this (shown on hover and read out). */
  reason: string;
};

/**
 * A main action the user can see but not use: disabled rather than hidden where a missing button
 * would leave them looking for it. A disabled <button> gets no hover, so the button only looks
 * and acts disabled (data-disabled, aria-disabled) and the tooltip still opens; the reason is
 * its accessible description too.
 */
export const NotPermittedButton = ({ label, reason, ...buttonProps }: NotPermittedButtonProps) => {
  const id = useId();
  return (
    <>
      <Tooltip label={reason} multiline w={260} withArrow>
        <Button
          {...buttonProps}
          data-disabled
          aria-disabled="true"
          aria-describedby={id}
          onClick={(event) => event.preventDefault()}
        >
          {label}
        </Button>
      </Tooltip>
      <VisuallyHidden id={id}>{reason}</VisuallyHidden>
    </>
  );
};
