import { Button, Stack, Text } from '@mantine/core';
import { hasPermission } from '@quire/domain';
import { IconArrowsJoin, IconTableShortcut } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/session/use-permissions.ts';
import { NotPermittedButton } from '../../../components/not-permitted-button.tsx';
import type { PackDto } from '../../documents/documents-api.ts';
import { ConfigureMappingModal } from './configure-mapping-modal.tsx';
import { MergeTemplatesModal } from './merge-templates-modal.tsx';

/**
 * The editor's bulk-send tools: a template's data mapping (§2 configure mapping) and merging
 * templates into this pack (§2 merge templates). Shown disabled, with the reason, to users whose
 * workspace withholds the flag; the server refuses them anyway.
 */
export const TemplateToolsSection = ({ pack }: { pack: PackDto }) => {
  const permissions = usePermissions();
  return (
    <TemplateTools
      pack={pack}
      canMap={hasPermission(permissions, 'document_permissions.can_configure_mapping')}
      canMerge={hasPermission(permissions, 'can_merge_templates')}
    />
  );
};

/** The tools themselves, given what the workspace allows. */
export const TemplateTools = ({
  pack,
  canMap,
  canMerge,
}: {
  pack: Pick<PackDto, 'key' | 'status' | 'is_deleted' | 'document_type'>;
  canMap: boolean;
  canMerge: boolean;
}) => {
  const [dialog, setDialog] = useState<'mapping' | 'merge' | null>(null);
  const { t } = useTranslation();
  const editable = pack.status === 'setup' && !pack.is_deleted;
  const isTemplate = pack.document_type === 'template';
  if (!editable) return null;
  const common = {
    variant: 'default',
    fullWidth: true,
    justify: 'flex-start',
  } as const;
  return (
    <Stack gap="xs">
      {isTemplate &&
        (canMap ? (
          <Button
            {...common}
            leftSection={<IconTableShortcut size={18} />}
            onClick={() => setDialog('mapping')}
          >
            {t('editor.mapping.configure')}
          </Button>
        ) : (
          <NotPermittedButton
            {...common}
            leftSection={<IconTableShortcut size={18} />}
            label={t('editor.mapping.configure')}
            reason={t('editor.mapping.mayNotMap')}
          />
        ))}
      {canMerge ? (
        <Button
          {...common}
          leftSection={<IconArrowsJoin size={18} />}
          onClick={() => setDialog('merge')}
        >
          {t('editor.mapping.merge')}
        </Button>
      ) : (
        <NotPermittedButton
          {...common}
          leftSection={<IconArrowsJoin size={18} />}
          label={t('editor.mapping.merge')}
          reason={t('editor.mapping.mayNotMerge')}
        />
      )}
      <Text size="xs" c="dimmed">
        {isTemplate ? t('editor.mapping.toolsTemplate') : t('editor.mapping.toolsDocument')}
      </Text>
      {isTemplate && (
        <ConfigureMappingModal
          packKey={pack.key}
          opened={dialog === 'mapping'}
          onClose={() => setDialog(null)}
        />
      )}
      <MergeTemplatesModal
        packKey={pack.key}
        opened={dialog === 'merge'}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
};
