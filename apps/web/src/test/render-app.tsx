import { notifications, notificationsStore } from '@mantine/notifications';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { AppRouterProvider, createAppRouter } from '../app/router.tsx';

/** The whole app, at a hash route, as main.tsx mounts it (Mantine in its test mode). */
export const renderApp = (hash: string) => {
  window.location.hash = hash;
  const queryClient = createQueryClient();
  const router = createAppRouter();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
};

/** Notices currently shown or queued, from Mantine's own store. */
export const shownNotices = () => {
  const state = notificationsStore.getState();
  return [...state.notifications, ...state.queue];
};

export const clearNotices = (): void => notifications.clean();
