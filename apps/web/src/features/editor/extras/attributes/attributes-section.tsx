import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attributesApi } from '../extras-api.ts';
import { EXTRAS_KEYS } from '../extras-query-keys.ts';
import type { PackDto } from '../../../documents/documents-api.ts';
import type { UserDefinedAttributeDto } from '../extras-types.ts';
import { AttributeRow } from './attribute-row.tsx';
import { CustomControlModal } from './custom-control-modal.tsx';

type Row = { rowId: string; key: string | null; id: string };

type AttributesSectionProps = {
  pack: PackDto;
  readOnly: boolean;
  canConfigureControls: boolean;
};

/** Custom fields (§3 user-defined attributes) with their ids, values and custom controls. */
export const AttributesSection = ({
  pack,
  readOnly,
  canConfigureControls,
}: AttributesSectionProps) => {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const queryKey = EXTRAS_KEYS.attributes(pack.key);
  const attributes = useQuery({
    queryKey,
    queryFn: ({ signal }) => attributesApi.list(pack.key, signal),
  });
  // Rows added in this session keep their identity from being added to being saved, so typing
  // is never interrupted when the server answers with the new key.
  const [added, setAdded] = useState<Row[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [configuring, setConfiguring] = useState<string | null>(null);

  if (attributes.isPending) return <Skeleton height={100} radius="md" />;
  if (attributes.isError)
    return (
      <Text size="sm" c="red.7">
        {t('editor.attributes.loadFailed')}
      </Text>
    );

  const byKey = new Map<string, UserDefinedAttributeDto>(attributes.data.map((a) => [a.key, a]));
  const addedKeys = new Set(added.map((row) => row.key));
  const rows: Row[] = [
    ...attributes.data
      .filter((attribute) => !addedKeys.has(attribute.key))
      .map((attribute) => ({ rowId: attribute.key, key: attribute.key, id: attribute.id })),
    ...added,
  ].filter((row) => !removed.has(row.rowId));

  const add = () =>
    setAdded((current) => [...current, { rowId: crypto.randomUUID(), key: null, id: '' }]);
  const remove = async (rowId: string, key: string | null) => {
    if (key) {
      try {
        await attributesApi.remove(pack.key, key);
      } catch {
        return; // The api client has shown the server's message; the row stays.
      }
    }
    setRemoved((current) => new Set(current).add(rowId));
    if (key) await queryClient.invalidateQueries({ queryKey });
  };
  const saved = (row: Row, answer: { key: string; id: string }) => {
    if (!row.key) {
      setAdded((current) =>
        current.map((r) => (r.rowId === row.rowId ? { ...r, key: answer.key, id: answer.id } : r)),
      );
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  return (
    <Stack gap="xs">
      {rows.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('editor.attributes.empty')}
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label={t('editor.more.customFields')}>
          {rows.map((row) => (
            <AttributeRow
              key={row.rowId}
              packKey={pack.key}
              attribute={row.key ? (byKey.get(row.key) ?? null) : null}
              takenIds={rows
                .filter((other) => other.rowId !== row.rowId && other.id)
                .map((other) => other.id)}
              readOnly={readOnly}
              canConfigureControl={canConfigureControls}
              onSaved={(answer) => saved(row, answer)}
              onDelete={(key) => void remove(row.rowId, key)}
              onConfigure={setConfiguring}
            />
          ))}
        </Stack>
      )}
      {!readOnly && (
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={add}>
          {t('editor.attributes.add')}
        </Button>
      )}
      {configuring && byKey.get(configuring) && (
        <CustomControlModal
          pack={pack}
          attribute={byKey.get(configuring)!}
          onClose={() => setConfiguring(null)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey })}
        />
      )}
    </Stack>
  );
};
