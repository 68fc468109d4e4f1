import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RECONNECTED_EVENT } from './app/api-client.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRouterProvider, createAppRouter } from './app/router.tsx';
import { installEmbedBridge } from './app/embed/embed-bridge.ts';
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

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppRouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
