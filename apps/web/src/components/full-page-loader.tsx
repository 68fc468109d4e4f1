import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const FullPageLoader = ({ label }: { label?: string }) => {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-label={label ?? t('components.loading')}>
      <Loader size="md" />
    </Center>
  );
};
