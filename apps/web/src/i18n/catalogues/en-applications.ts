import { APPLICATION_MESSAGES, MESSAGES } from '@quire/domain';

/** #applications (OAuth applications, their client id and secret): English. */
export const enApplications = {
  title: 'Applications',
  intro:
    'An application lets another system call the Quire API with OAuth 2.0 client credentials. It acts as you in this workspace, with your permissions. <docs>API reference</docs>',
  newApplication: 'New application',
  loadFailed: 'Applications could not be loaded.',
  emptyTitle: 'No applications yet',
  emptyText:
    'Create one to get a client ID and secret for your integration. The secret is shown once, when you create it.',
  failed: MESSAGES.anErrorOccurred,
  createFailed: APPLICATION_MESSAGES.createFailed,
  updated: APPLICATION_MESSAGES.updated,
  deleted: APPLICATION_MESSAGES.deleted,
  nameRequired: APPLICATION_MESSAGES.nameRequired,
  refreshConfirmTitle: APPLICATION_MESSAGES.refreshConfirmTitle,
  refreshConfirmBody: APPLICATION_MESSAGES.refreshConfirmBody,
  deleteConfirmTitle: APPLICATION_MESSAGES.deleteConfirmTitle,
  deleteConfirmBody: APPLICATION_MESSAGES.deleteConfirmBody,
  deleteApplication: 'Delete application',
  newSecretTitle: 'Copy your new client secret',
  create: {
    shownTitle: 'Copy your client secret',
    name: 'Name',
    nameHint: 'What will use it, so you can tell applications apart later',
    placeholder: 'CRM integration',
    cancel: 'Cancel',
    submit: 'Create application',
  },
  card: {
    name: 'Application name',
    saving: 'Saving',
    clientId: 'Client ID',
    secret: 'Client secret',
    created: 'Created',
    refreshed: 'Secret refreshed',
    lastUsed: 'Last used',
    never: 'Never',
    refresh: 'Refresh secret',
    refreshNamed: 'Refresh client secret of {{name}}',
    delete: 'Delete',
    deleteNamed: 'Delete {{name}}',
  },
  secret: {
    warning:
      'Copy the client secret now and keep it somewhere safe. Quire keeps only a fingerprint of it and cannot show it again.',
    clientId: 'Client ID',
    secret: 'Client secret',
    token: 'Get an access token',
    done: 'I have copied the secret',
  },
};
