import { TextInput } from '@mantine/core';
import { PASSKEY_NAME_MAX, passkeyNameSchema } from '@quire/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../../i18n/server-text.ts';

/** A passkey's name as typed, and why it cannot be kept (shown under the input). */
export const usePasskeyName = (initial: () => string) => {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    name,
    error,
    change: (next: string) => {
      setName(next);
      setError(null);
    },
    /** The name as the server takes it, or null once the input says why not. */
    parse: (): string | null => {
      const parsed = passkeyNameSchema.safeParse(name);
      if (parsed.success) return parsed.data;
      setError(issueText(parsed.error));
      return null;
    },
  };
};

/** The passkey's name, what tells "iPhone" from "YubiKey" in the list. */
export const PasskeyNameInput = ({
  state,
  description,
}: {
  state: ReturnType<typeof usePasskeyName>;
  description?: string;
}) => {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('profile.passkeys.name')}
      description={description}
      value={state.name}
      maxLength={PASSKEY_NAME_MAX}
      onChange={(event) => state.change(event.currentTarget.value)}
      error={state.error}
      data-autofocus
    />
  );
};
