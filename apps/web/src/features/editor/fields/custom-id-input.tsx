import { Alert, TextInput } from '@mantine/core';
import { CUSTOM_ID_WARNING_MS, stripCustomId } from '@quire/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A field's custom id (§5): the forbidden characters are stripped as they are typed, with a
 * warning for 5 s; the id is saved when the input is left (the server makes it unique).
 */
export const CustomIdInput = ({
  value,
  disabled,
  onCommit,
}: {
  value: string | null;
  disabled: boolean;
  onCommit: (customId: string | null) => void;
}) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value ?? '');
  const [warnedAt, setWarnedAt] = useState<number | null>(null);
  useEffect(() => {
    if (warnedAt === null) return;
    const timer = setTimeout(() => setWarnedAt(null), CUSTOM_ID_WARNING_MS);
    return () => clearTimeout(timer);
  }, [warnedAt]);
  return (
    <>
      <TextInput
        label={t('editor.fields.customId')}
        description={t('editor.fields.customIdHint')}
        value={draft}
        disabled={disabled}
        onChange={(e) => {
          const { value: stripped, stripped: changed } = stripCustomId(e.currentTarget.value);
          if (changed) setWarnedAt(Date.now());
          setDraft(stripped);
        }}
        onBlur={() => draft !== (value ?? '') && onCommit(draft.trim() === '' ? null : draft)}
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      />
      {warnedAt !== null && (
        <Alert color="orange" variant="light" p="xs" role="status">
          {t('editor.fields.customIdStripped')}
        </Alert>
      )}
    </>
  );
};
