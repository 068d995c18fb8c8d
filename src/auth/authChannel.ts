/** The BroadcastChannel the tabs of this app use to tell each other about sign-in and sign-out. */
export const AUTH_CHANNEL_NAME = 'warcrow-auth';
