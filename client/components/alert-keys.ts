/** The key of the account's alert settings in the server-state client (lib/server-state.ts). */
export const alertKeys = {
  all: ['alerts'] as const,
  /** GET /alerts/settings: the kinds, the quiet hours and the devices that take notifications. */
  settings: () => [...alertKeys.all, 'settings'] as const,
};
