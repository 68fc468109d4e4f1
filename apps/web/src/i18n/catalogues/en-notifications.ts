/** The bell in the header and its list of in-app notifications: English. */
export const enNotifications = {
  title: 'Notifications',
  markAll: 'Mark all as read',
  empty: 'You’re all caught up.',
  unread: 'Unread: ',
};
