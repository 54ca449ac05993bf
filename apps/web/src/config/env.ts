/** Build-time settings (Vite `VITE_*` variables), read once. */
export const env = {
  /** Origin of the player API; empty means same origin (the server hosts the app). */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '',
  /** Public app key sent with every call (docs/api.md#a-call). */
  appKey: import.meta.env.VITE_APP_KEY || 'pana-public-app-key',
  /** Sent as env_type with every call. */
  envType: 'Prod',
  appName: import.meta.env.VITE_APP_NAME || 'Pana',
  /**
   * Support number used when the server supplies none (the older apps fall back on a placeholder
   * number too). Operators set it at build time; the default reaches nobody.
   */
  supportNumber: import.meta.env.VITE_SUPPORT_NUMBER || '0000000000',
} as const;
