import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockPause, IconX } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../app/session/use-session.ts';

/**
 * #post_sign: where /post_sign_logout sends a signer when the pack has no post-signing URL of its
 * own. Says what happened (signed, rejected, saved for later); an account holder goes on to
 * their documents.
 */
export const PostSignPage = () => {
  const [params] = useSearchParams();
  const session = useSession();
  const rejected = params.get('is_rejected') === 'true';
  const later = params.get('sign_later') === 'true';
  const documentKey = params.get('document_key');
  const heading = rejected
    ? 'You rejected the document'
    : later
      ? 'Saved for later'
      : 'Thank you for signing';
  const text = rejected
    ? 'The sender has been told, with your reason.'
    : later
      ? 'What you filled in is kept. Open your signing link again when you are ready.'
      : 'You will receive the signed document by email once everyone has signed.';
  const icon = rejected ? (
    <IconX size={44} color="var(--mantine-color-red-7)" />
  ) : later ? (
    <IconClockPause size={44} />
  ) : (
    <IconCircleCheck size={44} color="var(--mantine-color-green-7)" />
  );
  return (
    <Center mih="100dvh" px="md" bg="gray.0">
      <Paper withBorder radius="lg" p="xl" maw={460} w="100%">
        <Stack align="center" gap="sm" ta="center">
          {icon}
          <Title order={1} fz={24}>
            {heading}
          </Title>
          <Text c="dimmed" size="sm">
            {text}
          </Text>
          {session.sessionToken && (
            <Button component={Link} to={documentKey ? `/documents/${documentKey}` : '/documents'}>
              Back to the document
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
};
