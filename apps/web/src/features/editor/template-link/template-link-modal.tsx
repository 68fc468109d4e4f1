import { Code, Divider, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import {
  TEMPLATE_LINK_PARAM,
  exampleTemplateLinkQuery,
  type TemplateLinkDetails,
} from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../../app/api-client.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { FormLinkSection } from './form-link-section.tsx';
import { LinkField } from './link-field.tsx';
import { templateLinkApi, templateLinkQueryKey } from './template-link-api.ts';

const ParameterTable = ({ details }: { details: TemplateLinkDetails }) => {
  const rows = [
    ...TEMPLATE_LINK_PARAM.wording.map((name) => ({ name, sets: 'The new document’s wording' })),
    ...details.roles.flatMap((role) =>
      TEMPLATE_LINK_PARAM.personParts.map((part) => ({
        name: `${TEMPLATE_LINK_PARAM.signer}${role}.${part}`,
        sets: `Signer “${role}”`,
      })),
    ),
    ...details.custom_ids.map((id) => ({
      name: `${TEMPLATE_LINK_PARAM.field}${id}`,
      sets: 'Field value',
    })),
  ];
  return (
    <Table.ScrollContainer minWidth={320} mah={220}>
      <Table striped withTableBorder fz="xs" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Parameter</Table.Th>
            <Table.Th>Fills in</Table.Th>
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
  const example = exampleTemplateLinkQuery(details.roles, details.custom_ids);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} fz="md">
          Reusable form link
        </Title>
        <FormLinkSection packKey={packKey} details={details} canManage={canManage} />
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Title order={3} fz="md">
          Create a document from this template
        </Title>
        <Text size="sm" c="dimmed">
          For your team and integrations: opening this link makes a new document from the template
          in the opener’s workspace and opens it in the editor. Query parameters fill in signers and
          fields.
        </Text>
        <LinkField label="Template link" value={details.document_from_template_url} />
        {example && (
          <LinkField
            label="Example with parameters"
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
  const details = useQuery({
    queryKey: templateLinkQueryKey(props.packKey),
    queryFn: ({ signal }) => templateLinkApi.details(props.packKey, signal),
    enabled: opened,
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Template links" centered size="lg">
      {details.data ? (
        <Body {...props} details={details.data} />
      ) : details.isError ? (
        <LoadFailure
          message="The template links could not be loaded."
          detail={errorMessageOf(details.error)}
          onRetry={() => void details.refetch()}
          retrying={details.isFetching}
        />
      ) : (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label="Loading the template links" />
        </Group>
      )}
    </Modal>
  );
};
