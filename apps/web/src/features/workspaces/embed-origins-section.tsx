import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { normaliseOrigin } from '@quire/domain';
import { IconTrash, IconWorldWww } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../app/failure-message.ts';
import { showSuccess } from '../../app/notices.ts';
import { useChangeEmbedOrigin, useEmbedOrigins } from './embed-origin-queries.ts';
import { useTranslation } from 'react-i18next';

/** What an origin looks like (an address, the same in every language). */
const ORIGIN_EXAMPLE = 'https://portal.example.com';

/**
 * The websites allowed to show this workspace's signing pages in a frame (docs/embedding.md).
 * Every member sees the list; admins whose membership has can_use_embedded_forms change it.
 */
export const EmbedOriginsSection = ({ accountKey }: { accountKey: string }) => {
  const { t } = useTranslation();
  const origins = useEmbedOrigins(accountKey);
  const add = useChangeEmbedOrigin(accountKey, 'add');
  const remove = useChangeEmbedOrigin(accountKey, 'remove');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (normaliseOrigin(draft) === null) {
      setProblem(t('workspaces.embed.invalid'));
      return;
    }
    setProblem(null);
    add.mutate(draft, {
      onSuccess: (answer) => {
        setDraft('');
        showSuccess(answer.message ?? t('workspaces.embed.added'));
      },
      onError: (error) => setProblem(failureMessage(error, t('workspaces.failed'))),
    });
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="embed-origins-title"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="embed-origins-title">
            {t('workspaces.embed.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('workspaces.embed.intro')}
          </Text>
        </Stack>

        {origins.isPending ? (
          <Skeleton height={48} />
        ) : origins.isError ? (
          <Alert color="red" variant="light" title={t('workspaces.failed')}>
            {origins.error.message}
          </Alert>
        ) : (
          <>
            {origins.data.embed_origins.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('workspaces.embed.none')}
              </Text>
            ) : (
              <Stack
                component="ul"
                gap="xs"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t('workspaces.embed.list')}
              >
                {origins.data.embed_origins.map((o) => (
                  <Group
                    component="li"
                    key={o.origin}
                    justify="space-between"
                    wrap="nowrap"
                    gap="sm"
                  >
                    <Group gap="xs" wrap="nowrap" miw={0}>
                      <IconWorldWww size={18} aria-hidden style={{ flexShrink: 0 }} />
                      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                        {o.origin}
                      </Text>
                    </Group>
                    {origins.data.can_manage && (
                      <Tooltip label={t('workspaces.embed.remove')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('workspaces.embed.removeOrigin', { origin: o.origin })}
                          loading={remove.isPending && remove.variables === o.origin}
                          onClick={() =>
                            remove.mutate(o.origin, {
                              onSuccess: (answer) =>
                                showSuccess(answer.message ?? t('workspaces.embed.removed')),
                              onError: (error) =>
                                setProblem(failureMessage(error, t('workspaces.failed'))),
                            })
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                ))}
              </Stack>
            )}
            {origins.data.can_manage ? (
              <form onSubmit={submit} noValidate>
                <Group align="flex-start" gap="sm" wrap="wrap">
                  <TextInput
                    label={t('workspaces.embed.origin')}
                    placeholder={ORIGIN_EXAMPLE}
                    value={draft}
                    onChange={(e) => {
                      setDraft(e.currentTarget.value);
                      setProblem(null);
                    }}
                    error={problem}
                    style={{ flex: '1 1 260px' }}
                    autoComplete="off"
                    spellCheck={false}
                  />
                  <Button type="submit" mt={{ base: 0, xs: 25 }} loading={add.isPending}>
                    {t('workspaces.embed.allow')}
                  </Button>
                </Group>
              </form>
            ) : (
              <Text size="xs" c="dimmed">
                {t('workspaces.embed.readOnly')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
};
