import type { UserAccount } from '@quire/domain';
import { useOutletContext } from 'react-router';
import type { CurrentUser } from '../session/use-current-user.ts';

/** What the logged-in layout has loaded, handed to the pages inside it. */
export type ShellContext = {
  currentUser: CurrentUser;
  /** The selected account's membership, once the user's accounts have loaded. */
  membership: UserAccount | null;
};

export const useShellContext = (): ShellContext => useOutletContext<ShellContext>();

/** The stored selection wins; the server's answer covers a first load before anything is stored. */
export const selectedUserAccountKey = (
  stored: string | null,
  fromServer: string | null,
): string | null => stored ?? fromServer;

export const membershipFor = (
  accounts: readonly UserAccount[] | undefined,
  userAccountKey: string | null,
): UserAccount | null => accounts?.find((account) => account.key === userAccountKey) ?? null;
