import { Code, Divider, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import {
  TEMPLATE_LINK_PARAM,
  exampleTemplateLinkQuery,
  type TemplateLinkDetails,
} from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../app/api-client.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { FormLinkSection } from './form-link-section.tsx';
import { LinkField } from './link-field.tsx';
import { templateLinkApi, templateLinkQueryKey } from './template-link-api.ts';

const ParameterTable = ({ details }: { details: TemplateLinkDetails }) => {
  const { t } = useTranslation();
  const rows = [
    ...TEMPLATE_LINK_PARAM.wording.map((name) => ({ name, sets: t('editor.link.wording') })),
    ...details.roles.flatMap((role) =>
      TEMPLATE_LINK_PARAM.personParts.map((part) => ({
        name: `${TEMPLATE_LINK_PARAM.signer}${role}.${part}`,
        sets: t('editor.link.signer', { role }),
      })),
    ),
    ...details.custom_ids.map((id) => ({
      name: `${TEMPLATE_LINK_PARAM.field}${id}`,
      sets: t('editor.link.fieldValue'),
    })),
  ];
  return (
    <Table.ScrollContainer minWidth={320} mah={220}>
      <Table striped withTableBorder fz="xs" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('editor.link.parameter')}</Table.Th>
            <Table.Th>{t('editor.link.fillsIn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.name}>
              <Table.Td>
                <Code>{r.name}</Code>
              </Table.Td>
              <Table.Td>{r.sets}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

const Body = ({ details, packKey, canManage }: Props & { details: TemplateLinkDetails }) => {
  const { t } = useTranslation();
  const example = exampleTemplateLinkQuery(details.roles, details.custom_ids);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('editor.link.formTitle')}
        </Title>
        <FormLinkSection packKey={packKey} details={details} canManage={canManage} />
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('editor.link.templateTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('editor.link.templateIntro')}
        </Text>
        <LinkField label={t('editor.link.template')} value={details.document_from_template_url} />
        {example && (
          <LinkField
            label={t('editor.link.example')}
            value={`${details.document_from_template_url}?${example}`}
          />
        )}
        <ParameterTable details={details} />
      </Stack>
    </Stack>
  );
};

type Props = { packKey: string; canManage: boolean };

/** §2 template link details modal (can_view_template_link_details). */
export const TemplateLinkModal = ({
  opened,
  onClose,
  ...props
}: Props & { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const details = useQuery({
    queryKey: templateLinkQueryKey(props.packKey),
    queryFn: ({ signal }) => templateLinkApi.details(props.packKey, signal),
    enabled: opened,
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('editor.link.title')} centered size="lg">
      {details.data ? (
        <Body {...props} details={details.data} />
      ) : details.isError ? (
        <LoadFailure
          message={t('editor.link.loadFailed')}
          detail={errorMessageOf(details.error)}
          onRetry={() => void details.refetch()}
          retrying={details.isFetching}
        />
      ) : (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label={t('editor.link.loading')} />
        </Group>
      )}
    </Modal>
  );
};
