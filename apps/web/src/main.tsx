import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RECONNECTED_EVENT } from './app/api-client.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRouterProvider, createAppRouter } from './app/router.tsx';
import { installEmbedBridge } from './app/embed/embed-bridge.ts';
import { reportCaughtError, startWebMonitoring } from './app/monitoring/start-web-monitoring.ts';
import { instanceSettingsQuery } from './app/use-instance-settings.ts';
import { browserLocale } from './i18n/browser-locale.ts';
import { setAppLocale } from './i18n/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Until someone's chosen language is known (a user's profile, a signer's choice), the browser's.
void setAppLocale(browserLocale());

const queryClient = createQueryClient();
const router = createAppRouter();

// Whatever failed while the connection was down is fetched again once it is back.
window.addEventListener(RECONNECTED_EVENT, () => void queryClient.invalidateQueries());

// In a partner's frame (docs/embedding.md), the partner page's messages are heard from the start.
installEmbedBridge();

// Error monitoring, if the server has a DSN and this page is not on localhost (§9). Its answer
// also serves the pages that read the instance's settings.
void queryClient
  .fetchQuery(instanceSettingsQuery)
  .then((answer) => startWebMonitoring(answer.instance_settings.monitoring))
  .catch(() => undefined);

createRoot(root, { onCaughtError: reportCaughtError }).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppRouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
