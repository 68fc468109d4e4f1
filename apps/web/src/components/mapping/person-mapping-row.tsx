import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MappedValue } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import type { MappedPerson } from './mapping-entries.ts';
import { MappedValueInput } from './mapped-value-input.tsx';

/** A person's mapped parts; each one's name: components.mapping.parts.<part>. */
const PARTS = ['name', 'email', 'mobile_number'] as const;

const PersonHeader = ({
  badge,
  name,
  email,
}: {
  badge: string;
  name: string;
  email?: string | null;
}) => (
  <Group gap="xs">
    <Badge variant="light">{badge}</Badge>
    {(name || email) && (
      <Text size="sm" c="dimmed">
        {[name, email].filter(Boolean).join(' · ')}
      </Text>
    )}
  </Group>
);

/**
 * One signer or copy recipient of a template in a mapping: who the template names, then an input
 * for each of its name, email and mobile number, the template's own value as the placeholder.
 */
export const PersonMappingRow = ({
  badge,
  whose,
  name,
  email,
  value,
  columns,
  errorAt,
  onChange,
}: {
  /** The person's badge: a signer's role, "Copy recipient 2". */
  badge: string;
  /** The person in an input's label: "name of {{whose}}". */
  whose: string;
  /** The name and email the template itself gives the person. */
  name: string;
  email: string | null;
  value: MappedPerson | undefined;
  columns: readonly string[];
  errorAt: (part: keyof MappedPerson) => string | undefined;
  onChange: (part: keyof MappedPerson, value: MappedValue | undefined) => void;
}) => {
  const { t } = useTranslation();
  const own = (value: string | null) =>
    value ? t('components.mapping.template', { value }) : t('components.mapping.notMapped');
  return (
    <Stack gap={6}>
      <PersonHeader badge={badge} name={name} email={email} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {PARTS.map((part) => (
          <MappedValueInput
            key={part}
            label={t('components.mapping.partOf', {
              part: t(`components.mapping.parts.${part}`),
              whose,
            })}
            value={value?.[part]}
            columns={columns}
            placeholder={part === 'name' ? own(name) : part === 'email' ? own(email) : undefined}
            error={errorAt(part)}
            onChange={(v) => onChange(part, v)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
};
