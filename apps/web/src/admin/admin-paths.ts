/**
 * Every URL of the operator console: its screens under /admin and the operator API (DESIGN.md
 * section 6). Kept here, not in config/paths.ts, so that the player's first load never carries them.
 */
export const adminPaths = {
  dashboard: '/admin',
  login: '/admin/login',
  markets: '/admin/markets',
  results: '/admin/results',
  exposure: '/admin/exposure',
  funds: '/admin/funds',
  unmatchedPayments: '/admin/unmatched-payments',
  payouts: '/admin/payouts',
  players: '/admin/players',
  player: (mobile: string) => `/admin/players/${encodeURIComponent(mobile)}`,
  settings: '/admin/settings',
  reports: '/admin/reports',
  audit: '/admin/audit',
  notices: '/admin/notices',
  admins: '/admin/admins',
} as const;

/** Where the console login sends the operator back to (router state of the login screen). */
export type LoginState = { from?: string } | null;

export const adminApiPaths = {
  login: '/admin/api/login',
  logout: '/admin/api/logout',
  me: '/admin/api/me',
  dashboard: '/admin/api/dashboard',
  markets: '/admin/api/markets',
  market: (id: number) => `/admin/api/markets/${id}`,
  marketOffDates: (id: number) => `/admin/api/markets/${id}/off-dates`,
  marketOffDate: (id: number, date: string) => `/admin/api/markets/${id}/off-dates/${date}`,
  results: '/admin/api/results',
  resultsPreview: '/admin/api/results/preview',
  resultsRevert: '/admin/api/results/revert',
  exposure: '/admin/api/exposure',
  rates: '/admin/api/rates',
  settings: '/admin/api/settings',
  users: '/admin/api/users',
  user: (mobile: string) => `/admin/api/users/${encodeURIComponent(mobile)}`,
  walletAdjust: '/admin/api/wallet/adjust',
  fundRequests: '/admin/api/fund-requests',
  fundRequestDecision: (id: number, decision: 'approve' | 'reject') => `/admin/api/fund-requests/${id}/${decision}`,
  unmatchedPayments: '/admin/api/unmatched-payments',
  paymentGateway: '/admin/api/payments/gateway',
  paymentDecision: (id: number, decision: 'link' | 'dismiss') => `/admin/api/unmatched-payments/${id}/${decision}`,
  withdrawRequests: '/admin/api/withdraw-requests',
  withdrawRequestDecision: (id: number, decision: 'approve' | 'reject') =>
    `/admin/api/withdraw-requests/${id}/${decision}`,
  payouts: '/admin/api/payouts',
  payoutsCsv: '/admin/api/payouts.csv',
  payoutResults: '/admin/api/payouts/results',
  reportsBids: '/admin/api/reports/bids',
  reportsFunds: '/admin/api/reports/funds',
  audit: '/admin/api/audit',
  notices: '/admin/api/notices',
  admins: '/admin/api/admins',
  admin: (id: number) => `/admin/api/admins/${id}`,
  totp: '/admin/api/totp',
  totpSetup: '/admin/api/totp/setup',
  totpEnable: '/admin/api/totp/enable',
  totpDisable: '/admin/api/totp/disable',
  ownPassword: '/admin/api/me/password',
} as const;
