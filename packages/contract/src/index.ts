/**
 * @pana/contract — the API's schemas, written once (ADR 005).
 *
 * The zod schemas of the operator API (`/admin/api/*`: request bodies, query strings and 200
 * answers) and of the player API's answers and main bid body (docs/api.md#where-the-schemas-live).
 * The server declares its routes with them; the console and the player app
 * take their types from them with `z.infer`/`z.input`, so an answer's shape is never typed twice.
 *
 * Layout, by area:
 * - `envelope.ts`        `{status, msg, …}` of every answer, `failure`, the player calls' base fields
 * - `operator/common.ts` refusal words and query-string pieces the operator schemas share
 * - `operator/*.ts`      accounts (login, me, admins, TOTP), dashboard, markets, rates, results
 *                        (declare, preview, revert, exposure, list), funds (deposit and withdrawal
 *                        queues), players (search, detail, betting/blocking, wallet adjustment),
 *                        settings, reports, audit, notices, limits (line limits, alerts),
 *                        agents (the owner's agents, floats and player moves; the agent's console),
 *                        agent-deposits (the deposits paid to an agent's UPI id, the agent decides),
 *                        tickets (the support queue, a ticket's thread, evidence and actions)
 * - `player/*.ts`        accounts, markets, bids (the bid body as accepted and as sent, histories),
 *                        funds, content, live (the events of GET /api/events), notifications,
 *                        slips (last slip and saved slips),
 *                        results-log (the public result chain, GET /api/results-log),
 *                        tickets (support tickets: open, list, thread, reply, reopen, attachables)
 *
 * Naming: `<call>Body`, `<call>Query`, `<call>Params` for what a call takes, `<call>Answer` for its
 * 200 answer, plain nouns (`consoleMarket`, `historyItem`) for the items of lists.
 *
 * Bundles: the player app's first load has no room for zod (docs/budgets.md), so it imports
 * from here with `import type` only; the console (a lazy chunk) may import the schemas themselves.
 * The package is free of side effects, so a bundle keeps only the schemas it uses.
 */
export * from './envelope.ts';
export * from './operator/accounts.ts';
export * from './operator/agent-deposits.ts';
export * from './operator/agent-statements.ts';
export * from './operator/agents.ts';
export * from './operator/audit.ts';
export * from './operator/common.ts';
export * from './operator/dashboard.ts';
export * from './operator/feeds.ts';
export * from './operator/funds.ts';
export * from './operator/limits.ts';
export * from './operator/markets.ts';
export * from './operator/notices.ts';
export * from './operator/payments.ts';
export * from './operator/players.ts';
export * from './operator/rates.ts';
export * from './operator/reports.ts';
export * from './operator/results.ts';
export * from './operator/settings.ts';
export * from './operator/tickets.ts';
export * from './player/accounts.ts';
export * from './player/bids.ts';
export * from './player/content.ts';
export * from './player/funds.ts';
export * from './player/live.ts';
export * from './player/markets.ts';
export * from './player/notifications.ts';
export * from './player/responsible-play.ts';
export * from './player/results-log.ts';
export * from './player/slips.ts';
export * from './player/tickets.ts';
