import { Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DocumentMapping, MappingProblem } from '@quire/domain';
import type { ReactNode } from 'react';
import { MappedValueInput } from './mapped-value-input.tsx';
import { withEntry, withPersonPart } from './mapping-entries.ts';
import { PersonMappingRow } from './person-mapping-row.tsx';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../i18n/server-text.ts';

type Mapping = DocumentMapping['mapping'];

/** What of a template a mapping fills: its signers (by role), copy recipients and fields. */
export type MappingTemplate = {
  signatories: readonly { role: string; name: string; email: string | null }[];
  cc_recipients: readonly { uuid: string; name: string; email: string | null }[];
  data_fields: readonly { custom_id: string; required: boolean }[];
};

/** The pack's mapped parts; each one's name: components.mapping.packParts.<part>. */
const PACK_PARTS = ['document_name', 'subject', 'message'] as const;

/** Where a §5 mapping problem shows: beside the input it is about (role and part, or field id). */
export const problemAt = (issues: readonly MappingProblem[]): ReadonlyMap<string, string> => {
  const at = new Map<string, string>();
  for (const p of issues) {
    const where = p.role
      ? `signer:${p.role}:${p.part}`
      : p.cc_uuid
        ? `cc:${p.cc_uuid}:${p.part}`
        : `field:${p.custom_id}`;
    if (!at.has(where)) at.set(where, serverText(p.message));
  }
  return at;
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap="xs" component="section" aria-label={title}>
    <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: 0.4 }}>
      {title}
    </Text>
    {children}
  </Stack>
);

/**
 * The inputs of a template's §3 document mapping: signers by role, copy recipients, fields with a
 * custom id, and the pack's name, subject and message. Used by the configure-mapping modal and by
 * a bulk send's own mapping; `problems` (from `problemAt`) shows a §5 problem beside its input.
 */
export const MappingSections = ({
  template,
  mapping,
  columns,
  problems = new Map(),
  onChange,
}: {
  template: MappingTemplate;
  mapping: Mapping;
  columns: readonly string[];
  problems?: ReadonlyMap<string, string>;
  onChange: (change: (m: Mapping) => Mapping) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Section title={t('components.mapping.signers')}>
        {template.signatories.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('components.mapping.noSigners')}
          </Text>
        )}
        {template.signatories.map((s, i) => (
          <PersonMappingRow
            key={`${i}:${s.role}`}
            badge={s.role || t('components.mapping.signerN', { n: i + 1 })}
            whose={s.role || t('components.mapping.signerLower', { n: i + 1 })}
            name={s.name}
            email={s.email}
            value={mapping.signatories[s.role]}
            columns={columns}
            errorAt={(part) => problems.get(`signer:${s.role}:${part}`)}
            onChange={(part, v) =>
              onChange((m) => ({
                ...m,
                signatories: withPersonPart(m.signatories, s.role, part, v),
              }))
            }
          />
        ))}
      </Section>
      {template.cc_recipients.length > 0 && (
        <>
          <Divider />
          <Section title={t('components.mapping.copyRecipients')}>
            {template.cc_recipients.map((c, i) => (
              <PersonMappingRow
                key={c.uuid}
                badge={t('components.mapping.copyRecipientN', { n: i + 1 })}
                whose={t('components.mapping.copyRecipientLower', { n: i + 1 })}
                name={c.name}
                email={c.email}
                value={mapping.cc_recipients[c.uuid]}
                columns={columns}
                errorAt={(part) => problems.get(`cc:${c.uuid}:${part}`)}
                onChange={(part, v) =>
                  onChange((m) => ({
                    ...m,
                    cc_recipients: withPersonPart(m.cc_recipients, c.uuid, part, v),
                  }))
                }
              />
            ))}
          </Section>
        </>
      )}
      <Divider />
      <Section title={t('components.mapping.fields')}>
        {template.data_fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('components.mapping.noFields')}
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
      <Section title={t('components.mapping.document')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {PACK_PARTS.map((prop) => (
            <MappedValueInput
              key={prop}
              label={t(`components.mapping.packParts.${prop}`)}
              value={mapping[prop]}
              columns={columns}
              placeholder={t('components.mapping.templatesOwn')}
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
