import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RECONNECTED_EVENT } from './app/api-client.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRouterProvider, createAppRouter } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createAppRouter();

// Whatever failed while the connection was down is fetched again once it is back.
window.addEventListener(RECONNECTED_EVENT, () => void queryClient.invalidateQueries());

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppRouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
