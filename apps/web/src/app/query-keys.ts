/** TanStack Query keys, declared once so that invalidation and reads agree. */
export const QUERY_KEYS = {
  /** The server's configuration the web follows (GET /app/instance_settings). */
  instanceSettings: ['instance_settings'],
  currentUser: ['user'],
  /** How the user's guided tours ended (GET /app/user/product_tours). */
  productTours: ['user', 'product_tours'],
  userAccounts: ['user', 'user_accounts'],
  notifications: ['notifications'],
  account: (key: string) => ['accounts', key] as const,
  accountMembers: (key: string) => ['accounts', key, 'user_accounts'] as const,
  verifyEmail: (token: string) => ['verify_email', token] as const,
  /** Everything about documents: invalidated after any change to one. */
  documents: ['documents'],
  /** The file-directory tree (issue 17): every level of a workspace's tree under one prefix. */
  folderTree: (treeId: string) => ['trees', treeId] as const,
  folderTreeLevel: (treeId: string, parentId: string | null) =>
    ['trees', treeId, parentId ?? 'root'] as const,
  documentList: (query: object) => ['documents', 'list', query] as const,
  documentPack: (key: string) => ['documents', 'pack', key] as const,
  templates: (searchQuery: string) => ['documents', 'templates', searchQuery] as const,
  /** Bulk sends (issue 13): the list, one send, and what its setup reads. */
  bulkSends: ['bulk_sends'],
  bulkSend: (key: string) => ['bulk_sends', key] as const,
  bulkSendMapping: (key: string, templateKey: string) =>
    ['bulk_sends', key, 'document_mapping', templateKey] as const,
  bulkSendRecipientDatas: ['bulk_sends', 'recipient_datas'],
  bulkSendMatchingRows: (dataKey: string, rules: object) =>
    ['bulk_sends', 'recipient_datas', dataKey, 'rows', rules] as const,
  bulkSendTemplates: (searchQuery: string) => ['bulk_sends', 'templates', searchQuery] as const,
  bulkSendTemplate: (templateKey: string) => ['bulk_sends', 'template', templateKey] as const,
} as const;
