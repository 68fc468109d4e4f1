import { Alert } from '@mantine/core';
import { OLD_BROWSER_WARNING, isOldInternetExplorer } from '@quire/domain';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Spec §2 #documents: "Warns old Internet Explorer users to upgrade". */
export const OldBrowserWarning = ({ userAgent = navigator.userAgent }: { userAgent?: string }) =>
  isOldInternetExplorer(userAgent) ? (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={OLD_BROWSER_WARNING.title}
      mb="lg"
    >
      {OLD_BROWSER_WARNING.text}
    </Alert>
  ) : null;
