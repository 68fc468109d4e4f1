import { Alert } from '@mantine/core';
import { isOldInternetExplorer } from '@quire/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec §2 #documents: "Warns old Internet Explorer users to upgrade". */
export const OldBrowserWarning = ({ userAgent = navigator.userAgent }: { userAgent?: string }) => {
  const { t } = useTranslation();
  return isOldInternetExplorer(userAgent) ? (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('documents.page.oldBrowserTitle')}
      mb="lg"
    >
      {t('documents.page.oldBrowserText')}
    </Alert>
  ) : null;
};
