import { TextInput, type TextInputProps } from '@mantine/core';

/** A one-time code as phones fill it in from a text message or an authenticator. */
export const CodeField = (props: TextInputProps) => (
  <TextInput autoComplete="one-time-code" inputMode="numeric" maxLength={12} maw={220} {...props} />
);
