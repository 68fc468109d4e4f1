import { Badge, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DocumentMapping, MappedValue } from '@quire/domain';
import type { ReactNode } from 'react';
import type { DocumentMappingView } from './mapping-api.ts';
import { MappedValueInput } from './mapped-value-input.tsx';

type Mapping = DocumentMapping['mapping'];
type Person = { name?: MappedValue; email?: MappedValue; mobile_number?: MappedValue };
const PARTS = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['mobile_number', 'Mobile'],
] as const;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap="xs" component="section" aria-label={title}>
    <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: 0.4 }}>
      {title}
    </Text>
    {children}
  </Stack>
);

/** A person's part with the value put in, or left out when cleared. */
const withPart = (
  person: Person | undefined,
  part: keyof Person,
  value: MappedValue | undefined,
) => {
  const next: Person = { ...person };
  if (value) next[part] = value;
  else delete next[part];
  return next;
};

const withEntry = <T,>(record: Record<string, T>, key: string, value: T | undefined) => {
  const next = { ...record };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
};

/** The inputs of the configure-mapping modal: signers by role, copy recipients, fields, wording. */
export const MappingSections = ({
  template,
  mapping,
  columns,
  problems,
  onChange,
}: {
  template: DocumentMappingView['template'];
  mapping: Mapping;
  columns: readonly string[];
  problems: ReadonlyMap<string, string>;
  onChange: (change: (m: Mapping) => Mapping) => void;
}) => {
  const own = (value: string | null) => (value ? `Template: ${value}` : 'Not mapped');
  return (
    <Stack gap="lg">
      <Section title="Signers">
        {template.signatories.length === 0 && (
          <Text size="sm" c="dimmed">
            This template has no signers yet.
          </Text>
        )}
        {template.signatories.map((s) => (
          <Stack key={s.role} gap={6}>
            <Group gap="xs">
              <Badge variant="light">{s.role}</Badge>
              {s.name && (
                <Text size="sm" c="dimmed">
                  {s.name}
                </Text>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {PARTS.map(([part, label]) => (
                <MappedValueInput
                  key={part}
                  label={`${label} of ${s.role}`}
                  value={mapping.signatories[s.role]?.[part]}
                  columns={columns}
                  placeholder={
                    part === 'name' ? own(s.name) : part === 'email' ? own(s.email) : 'Not mapped'
                  }
                  error={problems.get(`signer:${s.role}:${part}`)}
                  onChange={(v) =>
                    onChange((m) => ({
                      ...m,
                      signatories: {
                        ...m.signatories,
                        [s.role]: withPart(m.signatories[s.role], part, v),
                      },
                    }))
                  }
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Section>
      {template.cc_recipients.length > 0 && (
        <>
          <Divider />
          <Section title="Copy recipients">
            {template.cc_recipients.map((c, i) => (
              <SimpleGrid key={c.uuid} cols={{ base: 1, sm: 3 }} spacing="sm">
                {PARTS.map(([part, label]) => (
                  <MappedValueInput
                    key={part}
                    label={`${label} of copy recipient ${i + 1}`}
                    value={mapping.cc_recipients[c.uuid]?.[part]}
                    columns={columns}
                    placeholder={
                      part === 'name' ? own(c.name) : part === 'email' ? own(c.email) : 'Not mapped'
                    }
                    onChange={(v) =>
                      onChange((m) => ({
                        ...m,
                        cc_recipients: {
                          ...m.cc_recipients,
                          [c.uuid]: withPart(m.cc_recipients[c.uuid], part, v),
                        },
                      }))
                    }
                  />
                ))}
              </SimpleGrid>
            ))}
          </Section>
        </>
      )}
      <Divider />
      <Section title="Fields">
        {template.data_fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            This template has no fields with an id yet.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {template.data_fields.map((f) => (
              <MappedValueInput
                key={f.custom_id}
                label={`${f.custom_id}${f.required ? ' *' : ''}`}
                value={mapping.data_fields[f.custom_id]}
                columns={columns}
                error={problems.get(`field:${f.custom_id}`)}
                onChange={(v) =>
                  onChange((m) => ({ ...m, data_fields: withEntry(m.data_fields, f.custom_id, v) }))
                }
              />
            ))}
          </SimpleGrid>
        )}
      </Section>
      <Divider />
      <Section title="Document">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {(
            [
              ['document_name', 'Document name'],
              ['subject', 'Subject'],
              ['message', 'Message'],
            ] as const
          ).map(([prop, label]) => (
            <MappedValueInput
              key={prop}
              label={label}
              value={mapping[prop]}
              columns={columns}
              placeholder="The template's own"
              onChange={(v) =>
                onChange((m) => {
                  const next = { ...m };
                  if (v) next[prop] = v;
                  else delete next[prop];
                  return next;
                })
              }
            />
          ))}
        </SimpleGrid>
      </Section>
    </Stack>
  );
};
