import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

export type SecretShown = { secret: string; fresh: boolean };

/** An endpoint's signing secret, with a copy button and how a receiver checks a signature. */
export const SecretModal = ({
  shown,
  onClose,
}: {
  shown: SecretShown | null;
  onClose: () => void;
}) => (
  <Modal opened={shown !== null} onClose={onClose} title="Signing secret" size="lg">
    {shown && (
      <Stack gap="md">
        {shown.fresh && (
          <Alert color="orange" title="New secret in use">
            Events are signed with this secret from now on.
          </Alert>
        )}
        <Code
          block
          aria-label="Signing secret"
          style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
        >
          {shown.secret}
        </Code>
        <Text size="sm">
          Each request carries{' '}
          <Code>Quire-Signature: t=&lt;unix time&gt;,v1=&lt;signature&gt;</Code>. Compute
          HMAC-SHA256 of <Code>t + &quot;.&quot; + raw body</Code> with this secret, compare it in
          hex with v1, and refuse a t more than five minutes from your clock.
        </Text>
        <Group justify="flex-end">
          <CopyButton value={shown.secret}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : 'blue'} onClick={copy}>
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    )}
  </Modal>
);
