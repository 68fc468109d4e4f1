import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload, IconShieldCheck } from '@tabler/icons-react';

const download = (codes: string[]) => {
  const text = `Quire recovery codes\nEach code works once, instead of your second step.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'quire-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
};

/** Recovery codes, shown once: copy or download them before leaving. */
export const RecoveryCodesPanel = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => (
  <Alert
    color="teal"
    variant="light"
    icon={<IconShieldCheck size={20} />}
    title="Save your recovery codes"
  >
    <Stack gap="sm">
      <Text size="sm">
        If you cannot use your second step (a lost phone or passkey, a forgotten PIN), each of these
        codes lets you log in once. They are shown only now.
      </Text>
      <SimpleGrid
        cols={{ base: 2, xs: 2 }}
        spacing="xs"
        aria-label="Recovery codes"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" fz="sm">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" leftSection={<IconCopy size={14} />} onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          onClick={() => download(codes)}
        >
          Download
        </Button>
        <Button size="xs" onClick={onDone}>
          I have saved them
        </Button>
      </Group>
    </Stack>
  </Alert>
);
