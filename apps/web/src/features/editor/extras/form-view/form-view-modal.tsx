import {
  Alert,
  Button,
  Group,
  Menu,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NARROW_SCREEN_PX, type FormViewEntry } from '@quire/domain';
import { IconHeading, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackDto } from '../../../documents/documents-api.ts';
import { formViewApi } from '../extras-api.ts';
import { EXTRAS_KEYS } from '../extras-query-keys.ts';
import { usePackFields } from '../use-data-fields.ts';
import { FormViewEditor } from './form-view-editor.tsx';
import { FormViewPreview } from './form-view-preview.tsx';
import {
  initialFormView,
  missingFields,
  textBlock,
  type TextBlockType,
} from './form-view-entries.ts';
import { ExtrasModal } from '../extras-modal.tsx';

type FormViewModalProps = {
  pack: PackDto;
  opened: boolean;
  onClose: () => void;
  readOnly: boolean;
};

/** Spec §2 form view setup and preview: the pack's fields and text blocks, in the order signers fill them. */
export const FormViewModal = ({ pack, opened, onClose, readOnly }: FormViewModalProps) => {
  const narrow = useMediaQuery(`(max-width: ${NARROW_SCREEN_PX}px)`) ?? false;
  const { t } = useTranslation();
  return (
    <ExtrasModal
      title={t('editor.more.formView')}
      opened={opened}
      onClose={onClose}
      size="90rem"
      fullScreen={narrow}
    >
      <FormViewSetup pack={pack} narrow={narrow} readOnly={readOnly} onDone={onClose} />
    </ExtrasModal>
  );
};

const BLOCKS: readonly TextBlockType[] = ['h1', 'h2', 'h3', 'p'];

const FormViewSetup = ({
  pack,
  narrow,
  readOnly,
  onDone,
}: {
  pack: PackDto;
  narrow: boolean;
  readOnly: boolean;
  onDone: () => void;
}) => {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const fields = usePackFields(pack.key);
  const saved = useQuery({
    queryKey: EXTRAS_KEYS.formView(pack.key),
    queryFn: ({ signal }) => formViewApi.get(pack.key, signal),
  });
  const [entries, setEntries] = useState<FormViewEntry[] | null>(null);
  const [pane, setPane] = useState<'edit' | 'preview'>('edit');
  const [saving, setSaving] = useState(false);

  if (saved.isPending || fields.isPending) return <Skeleton height={320} radius="md" />;
  if (saved.isError || fields.isError)
    return (
      <Alert color="red" variant="light">
        {t('editor.formView.loadFailed')}
      </Alert>
    );

  const fieldList = fields.data ?? [];
  const byUuid = new Map(fieldList.map((field) => [field.uuid, field]));
  const childOrder = [...pack.child_documents]
    .sort((a, b) => a.position - b.position)
    .map((c) => c.key);
  const current = entries ?? initialFormView(saved.data, fieldList, childOrder);
  const missing = missingFields(current, fieldList);

  const save = async () => {
    setSaving(true);
    try {
      await formViewApi.save(
        pack.key,
        current.map((entry, position) => ({ ...entry, position })),
      );
      await queryClient.invalidateQueries({ queryKey: EXTRAS_KEYS.formView(pack.key) });
      onDone();
    } catch {
      // The api client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  const editor = (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {readOnly ? t('editor.formView.order') : t('editor.formView.orderDrag')}
        </Text>
        {!readOnly && (
          <Group gap="xs">
            {missing.length > 0 && (
              <Button
                size="xs"
                variant="subtle"
                onClick={() => setEntries([...current, ...missing])}
              >
                {t('editor.formView.addMissing', { count: missing.length })}
              </Button>
            )}
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button size="xs" variant="light" leftSection={<IconPlus size={14} />}>
                  {t('editor.formView.addText')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {BLOCKS.map((block) => (
                  <Menu.Item
                    key={block}
                    leftSection={<IconHeading size={14} />}
                    onClick={() => setEntries([...current, textBlock(block)])}
                  >
                    {t(`editor.formView.blocks.${block}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
      </Group>
      <FormViewEditor entries={current} fields={byUuid} onChange={setEntries} readOnly={readOnly} />
    </Stack>
  );
  const preview = <FormViewPreview entries={current} fields={byUuid} />;

  return (
    <Stack gap="md">
      {narrow ? (
        <>
          <SegmentedControl
            value={pane}
            onChange={(value) => setPane(value as 'edit' | 'preview')}
            data={[
              { value: 'edit', label: t('editor.formView.arrange') },
              { value: 'preview', label: t('editor.formView.preview') },
            ]}
            fullWidth
          />
          {pane === 'edit' ? editor : preview}
        </>
      ) : (
        <SimpleGrid cols={2} spacing="lg">
          {editor}
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              {t('editor.formView.preview')}
            </Text>
            {preview}
          </Stack>
        </SimpleGrid>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={saving}>
          {t('editor.cancel')}
        </Button>
        {!readOnly && (
          <Button onClick={() => void save()} loading={saving}>
            {t('editor.formView.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
};
