import { Center, Loader } from '@mantine/core';

export const FullPageLoader = ({ label = 'Loading' }: { label?: string }) => (
  <Center mih="60vh" role="status" aria-label={label}>
    <Loader size="md" />
  </Center>
);
