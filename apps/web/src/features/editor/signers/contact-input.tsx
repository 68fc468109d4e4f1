import { Autocomplete, Group, Stack, Text, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Contact } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { signersApi } from './signers-api.ts';
import { CONTACT_SEARCH_DEBOUNCE_MS } from './signers-timing.ts';

/** Suggestions start once this much is typed: one letter matches half the address book. */
const MIN_QUERY_LENGTH = 2;

type ContactField = 'name' | 'email';

type ContactInputProps = Omit<AutocompleteProps, 'data' | 'onChange' | 'value'> & {
  field: ContactField;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen: the form takes all of its details. */
  onPick: (contact: Contact) => void;
};

const QUERY_PARAM: Record<ContactField, 'name_query' | 'email_query'> = {
  name: 'name_query',
  email: 'email_query',
};

/**
 * A name or email input that suggests the workspace's contacts as the person types
 * (GET /app/contact_lists/get_contacts_by_query, debounced). The server does the matching.
 */
export const ContactInput = ({ field, value, onChange, onPick, ...props }: ContactInputProps) => {
  const [query] = useDebouncedValue(value.trim(), CONTACT_SEARCH_DEBOUNCE_MS);
  const contacts = useQuery({
    queryKey: ['contacts', field, query],
    queryFn: ({ signal }) => signersApi.contacts({ [QUERY_PARAM[field]]: query }, signal),
    enabled: query.length >= MIN_QUERY_LENGTH,
    staleTime: 60_000,
  });
  const found = contacts.data ?? [];
  const options = found.map((contact, index) => ({
    value: String(index),
    label: (field === 'name' ? contact.name : contact.email) ?? '',
  }));
  return (
    <Autocomplete
      {...props}
      value={value}
      onChange={onChange}
      data={options.filter((o) => o.label !== '')}
      filter={({ options: all }) => all}
      onOptionSubmit={(index) => {
        const contact = found[Number(index)];
        if (contact) onPick(contact);
      }}
      renderOption={({ option }) => {
        const contact = found[Number(option.value)];
        return (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {contact?.name || contact?.email}
            </Text>
            <Group gap="xs">
              {contact?.email && (
                <Text size="xs" c="dimmed">
                  {contact.email}
                </Text>
              )}
              {contact?.mobile_number && (
                <Text size="xs" c="dimmed">
                  {contact.mobile_number}
                </Text>
              )}
            </Group>
          </Stack>
        );
      }}
      autoComplete="off"
    />
  );
};
