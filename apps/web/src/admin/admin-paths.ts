/**
 * The console's screens (docs/api.md#the-operator-api): each one's path under /admin, `:name` for a
 * parameter. The one list of them: the router matches these patterns (routes.ts gives each its screen)
 * and every link is built from them (consolePath, adminPaths). Kept here, not in config/paths.ts, so that
 * the player's first load never carries them.
 */
export const consolePatterns = {
  dashboard: '',
  login: 'login',
  markets: 'markets',
  // A market's result feeds (ADR 032).
  feeds: 'markets/:id/feeds',
  chartImport: 'markets/:id/import-chart',
  results: 'results',
  exposure: 'exposure',
  limits: 'limits',
  funds: 'funds',
  unmatchedPayments: 'unmatched-payments',
  payouts: 'payouts',
  players: 'players',
  player: 'players/:mobile',
  settings: 'settings',
  reports: 'reports',
  audit: 'audit',
  notices: 'notices',
  admins: 'admins',
  // Support tickets (ADR 030): the queue and one ticket.
  tickets: 'tickets',
  ticket: 'tickets/:id',
  // The owner's agents (ADR 029): the literal paths come before `agents/:id` in routes.ts's table.
  agents: 'agents',
  agentStatements: 'agents/statements',
  agentsReport: 'agents/report',
  agent: 'agents/:id',
  // The agent's own console (roles master_agent and agent): every path under `agent`.
  agentHome: 'agent',
  agentPlayers: 'agent/players',
  agentPlayer: 'agent/players/:mobile',
  agentDeposits: 'agent/deposits',
  agentFloat: 'agent/float',
  agentOwnStatements: 'agent/statements',
  agentExposure: 'agent/exposure',
  agentAgents: 'agent/agents',
  agentProfile: 'agent/profile',
} as const;

export type ConsolePage = keyof typeof consolePatterns;

/** The URL of a console screen: its pattern under /admin with the parameters filled in ("players/:mobile" → "/admin/players/98765"). */
export function consolePath(page: ConsolePage, params: Readonly<Record<string, string>> = {}): string {
  const subPath = consolePatterns[page].replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return subPath ? `/admin/${subPath}` : '/admin';
}

/** Every screen's URL, as the links name them: built from consolePatterns. */
export const adminPaths = {
  dashboard: consolePath('dashboard'),
  login: consolePath('login'),
  markets: consolePath('markets'),
  feeds: (marketId: number) => consolePath('feeds', { id: String(marketId) }),
  chartImport: (marketId: number) => consolePath('chartImport', { id: String(marketId) }),
  results: consolePath('results'),
  exposure: consolePath('exposure'),
  limits: consolePath('limits'),
  funds: consolePath('funds'),
  unmatchedPayments: consolePath('unmatchedPayments'),
  payouts: consolePath('payouts'),
  players: consolePath('players'),
  player: (mobile: string) => consolePath('player', { mobile }),
  settings: consolePath('settings'),
  reports: consolePath('reports'),
  audit: consolePath('audit'),
  notices: consolePath('notices'),
  admins: consolePath('admins'),
  tickets: consolePath('tickets'),
  ticket: (id: number) => consolePath('ticket', { id: String(id) }),
  agents: consolePath('agents'),
  agentStatements: consolePath('agentStatements'),
  agentsReport: consolePath('agentsReport'),
  agent: (id: number) => consolePath('agent', { id: String(id) }),
  agentHome: consolePath('agentHome'),
  agentPlayers: consolePath('agentPlayers'),
  agentPlayer: (mobile: string) => consolePath('agentPlayer', { mobile }),
  agentDeposits: consolePath('agentDeposits'),
  agentFloat: consolePath('agentFloat'),
  agentOwnStatements: consolePath('agentOwnStatements'),
  agentExposure: consolePath('agentExposure'),
  agentAgents: consolePath('agentAgents'),
  agentProfile: consolePath('agentProfile'),
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
  chartImport: (id: number) => `/admin/api/markets/${id}/chart-import`,
  results: '/admin/api/results',
  resultsPreview: '/admin/api/results/preview',
  resultsRevert: '/admin/api/results/revert',
  exposure: '/admin/api/exposure',
  limits: '/admin/api/limits',
  lineLimits: '/admin/api/limits/lines',
  alertSettings: '/admin/api/limits/alerts',
  alerts: '/admin/api/alerts',
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
  payoutExports: '/admin/api/payouts/exports',
  payoutExport: (id: number) => `/admin/api/payouts/exports/${id}`,
  payoutResults: '/admin/api/payouts/results',
  reportsBids: '/admin/api/reports/bids',
  reportsFunds: '/admin/api/reports/funds',
  audit: '/admin/api/audit',
  notices: '/admin/api/notices',
  admins: '/admin/api/admins',
  // Support tickets (ADR 030).
  tickets: '/admin/api/tickets',
  ticket: (id: number) => `/admin/api/tickets/${id}`,
  ticketAction: (id: number, action: 'reply' | 'note' | 'assign' | 'close' | 'adjust' | 'link-payment') =>
    `/admin/api/tickets/${id}/${action}`,
  admin: (id: number) => `/admin/api/admins/${id}`,
  totp: '/admin/api/totp',
  totpSetup: '/admin/api/totp/setup',
  totpEnable: '/admin/api/totp/enable',
  totpDisable: '/admin/api/totp/disable',
  ownPassword: '/admin/api/me/password',
  // The owner's agents (ADR 029).
  agents: '/admin/api/agents',
  agent: (id: number) => `/admin/api/agents/${id}`,
  agentFloat: (id: number) => `/admin/api/agents/${id}/float`,
  playerAgent: (mobile: string) => `/admin/api/players/${encodeURIComponent(mobile)}/agent`,
  agentStatements: '/admin/api/agents/statements',
  agentStatementCsv: (id: number) => `/admin/api/agents/statements/${id}/csv`,
  reportsAgents: '/admin/api/reports/agents',
  // The agent's console.
  agentMe: '/admin/api/agent/me',
  agentPlayers: '/admin/api/agent/players',
  agentPlayer: (mobile: string) => `/admin/api/agent/players/${encodeURIComponent(mobile)}`,
  agentPlayerMove: (mobile: string, move: 'credit' | 'take-back') =>
    `/admin/api/agent/players/${encodeURIComponent(mobile)}/${move}`,
  agentOwnFloat: '/admin/api/agent/float',
  agentSubAgents: '/admin/api/agent/agents',
  agentSubAgentFloat: (id: number) => `/admin/api/agent/agents/${id}/float`,
  agentOwnStatements: '/admin/api/agent/statements',
  agentOwnStatementCsv: (id: number) => `/admin/api/agent/statements/${id}/csv`,
  agentExposure: '/admin/api/agent/exposure',
  agentDeposits: '/admin/api/agent/deposits',
  agentDepositDecision: (id: number, decision: 'approve' | 'reject') => `/admin/api/agent/deposits/${id}/${decision}`,
} as const;
