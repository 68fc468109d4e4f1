/** TanStack Query keys, declared once so that invalidation and reads agree. */
export const QUERY_KEYS = {
  currentUser: ['user'],
  userAccounts: ['user', 'user_accounts'],
  notifications: ['notifications'],
  account: (key: string) => ['accounts', key] as const,
  accountMembers: (key: string) => ['accounts', key, 'user_accounts'] as const,
  verifyEmail: (token: string) => ['verify_email', token] as const,
} as const;
