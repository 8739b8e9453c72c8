/** Query keys of the notification centre; a notification read or announced invalidates `all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};
