import { type ColumnType, type Generated, type Insertable, type Selectable } from 'kysely';

/**
 * The tables as Kysely sees them. Points are whole numbers (bigint in PostgreSQL, integer in SQLite,
 * both read as JS numbers); instants are epoch milliseconds; booleans are 0/1; dates are 'YYYY-MM-DD'
 * India dates. Migrations in ./migrations are the source of truth; this file mirrors them.
 */
export interface Database {
  settings: SettingsTable;
  users: UsersTable;
  wallets: WalletsTable;
  wallet_ledger: WalletLedgerTable;
  sessions: SessionsTable;
  otp_challenges: OtpChallengesTable;
  rate_limits: RateLimitsTable;
  markets: MarketsTable;
  market_off_dates: MarketOffDatesTable;
  rates: RatesTable;
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  audit_log: AuditLogTable;
  results: ResultsTable;
  bid_submissions: BidSubmissionsTable;
  bids: BidsTable;
  saved_slips: SavedSlipsTable;
  pending_bid_groups: PendingBidGroupsTable;
  draw_totals: DrawTotalsTable;
  bid_limits: BidLimitsTable;
  outcome_points: OutcomePointsTable;
  liability_draws: LiabilityDrawsTable;
  operator_alerts: OperatorAlertsTable;
  draw_players: DrawPlayersTable;
  payment_numbers: PaymentNumbersTable;
  bank_accounts: BankAccountsTable;
  fund_requests: FundRequestsTable;
  withdraw_requests: WithdrawRequestsTable;
  transfers: TransfersTable;
  wallet_adjustments: WalletAdjustmentsTable;
  payment_notifications: PaymentNotificationsTable;
  notices: NoticesTable;
  notifications: NotificationsTable;
  notification_jobs: NotificationJobsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
  event_tickets: EventTicketsTable;
  player_limits: PlayerLimitsTable;
  play_breaks: PlayBreaksTable;
  player_day_totals: PlayerDayTotalsTable;
  result_chain: ResultChainTable;
  result_chain_head: ResultChainHeadTable;
  payout_exports: PayoutExportsTable;
  agent_floats: AgentFloatsTable;
  float_ledger: FloatLedgerTable;
  float_movements: FloatMovementsTable;
  agent_statements: AgentStatementsTable;
  agent_statement_lines: AgentStatementLinesTable;
  agent_cashout_requests: AgentCashoutRequestsTable;
  support_tickets: SupportTicketsTable;
  support_ticket_messages: SupportTicketMessagesTable;
  feed_sources: FeedSourcesTable;
  feed_markets: FeedMarketsTable;
  feed_observations: FeedObservationsTable;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  mobile: string;
  password_hash: string;
  betting_status: number;
  blocked: number;
  created_at: number;
  updated_at: number;
  /** When the player confirmed being 18 or older; null when never asked (older apps' registrations). */
  adult_confirmed_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The end of the player's current break (cool-off or self-exclusion), null when none was taken. */
  play_paused_until: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 once the player has set a limit of their own (responsible play, ADR 018). */
  play_limits: ColumnType<number, number | undefined, number>;
  /** The player's language, 'en', 'hi' or 'mr' (ADR 020): Web Push and inbox items are written in it. */
  lang: ColumnType<string, string | undefined, string>;
  /** The last password reset through a one-time code (ADR 022): transfers and withdrawals wait 24 hours after it. */
  password_reset_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The agent or master agent the player belongs to (ADR 029); null for the house. */
  agent_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A limit a player set on themselves (ADR 018): the amount in force, a raise or removal waiting until `pending_at`. */
export interface PlayerLimitsTable {
  user_id: number;
  limit_key: string;
  amount: number | null;
  pending_amount: number | null;
  pending_at: number | null;
  updated_at: number;
}

/** A cool-off or self-exclusion a player took (ADR 018); never shortened. */
export interface PlayBreaksTable {
  id: Generated<number>;
  user_id: number;
  kind: 'cool_off' | 'self_exclusion';
  period: string;
  started_at: number;
  ends_at: number;
}

/** Per player and India day (days since 1970-01-01): points staked, won net of reversals, and deposited, kept with the ledger. */
export interface PlayerDayTotalsTable {
  user_id: number;
  day: number;
  staked: number;
  won: number;
  deposited: number;
}

export interface WalletsTable {
  user_id: number;
  balance: number;
  updated_at: number;
}

/** One row per change of a balance, written in the same transaction as the change (docs/ARCHITECTURE.md#data). */
export interface WalletLedgerTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  balance_after: number;
  kind: string;
  /** The kind of business row the entry points at (fixed by `kind`, see modules/wallet/ledger.ts). */
  ref_type: string;
  /** That row's id. */
  ref_id: number;
  note: string;
  created_at: number;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  device_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface OtpChallengesTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  sends: number;
  created_at: number;
  last_sent_at: number;
  expires_at: number;
  verified_at: number | null;
  /** When the code was used, or cancelled by a newer code of the same number and purpose (ADR 022). */
  consumed_at: number | null;
  /** The digits of the code sent: 6, or 4 while LEGACY_OTP=client (ADR 022). */
  code_length: ColumnType<number, number | undefined, number>;
  /** The player who asked for a withdraw code (only they can use it); null for registration and reset codes. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface MarketsTable {
  id: Generated<number>;
  kind: 'main' | 'starline' | 'gali';
  name: string;
  /** Minutes after India midnight: the open time (Starline slot time, Gali time). */
  open_minute: number;
  /** Minutes after India midnight, main markets only; earlier than open_minute for overnight markets. */
  close_minute: number | null;
  /** Weekdays the market runs, as digits 0 (Sunday) to 6. */
  days: string;
  active: number;
  sort_order: number;
  created_at: number;
  updated_at: number;
  /** The most one outcome of a draw may pay, null = no cap (ADR 017). */
  liability_cap: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface MarketOffDatesTable {
  market_id: number;
  date: string;
}

export interface RatesTable {
  family: 'main' | 'starline' | 'gali';
  rate_key: string;
  val_1: number;
  val_2: number;
}

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: 'owner' | 'operator' | 'viewer' | 'master_agent' | 'agent';
  totp_secret: string | null;
  active: number;
  created_at: number;
  /** 1 once two-step login is on (a first code confirmed the secret); migration 2026-11-23-30. */
  totp_enabled: Generated<number>;
  /** The 30-second step of the last code accepted (a code is never accepted twice). */
  totp_last_step: number | null;
  // Agents (ADR 029, migration 2026-11-28-50); null or 0 on staff accounts.
  /** An agent's master agent; null for a master agent, an agent under the owner, and staff. */
  parent_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Registration's `invite_code` for this agent's players (six characters, unique). */
  invite_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** Commission on the agent's own players' weekly net loss, in basis points (1/100 of a percent). */
  commission_bp: ColumnType<number, number | undefined, number>;
  /** A master agent's override on their agents' players' weekly net loss, in basis points. */
  override_bp: ColumnType<number, number | undefined, number>;
  /** How far below zero the agent's float may go (points). */
  credit_limit: ColumnType<number, number | undefined, number>;
  /** When the owner suspended the agent (their code refuses new registrations); null when not suspended. */
  suspended_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** What the agent's players see in Contact Admin and Add Funds (null: the house's). */
  display_name: ColumnType<string | null, string | null | undefined, string | null>;
  contact_mobile: ColumnType<string | null, string | null | undefined, string | null>;
  whatsapp: ColumnType<string | null, string | null | undefined, string | null>;
  upi_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AdminSessionsTable {
  id: Generated<number>;
  token_hash: string;
  admin_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  admin_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  ip: string;
  created_at: number;
}

/** One row per draw (market × India date). Main: open and close; Starline: open_pana/open_ank; Gali: jodi. */
export interface ResultsTable {
  id: Generated<number>;
  market_id: number;
  draw_date: string;
  open_pana: string | null;
  open_ank: number | null;
  close_pana: string | null;
  close_ank: number | null;
  jodi: string | null;
  open_declared_at: number | null;
  close_declared_at: number | null;
  updated_at: number;
  /** 'declared' from the console (settled its bids), or 'imported' from an earlier chart (ADR 031: settled nothing). */
  source: ColumnType<'declared' | 'imported', 'declared' | 'imported' | undefined, 'declared' | 'imported'>;
}

/** One row per accepted submission; `request_id` makes a client's retry idempotent. */
export interface BidSubmissionsTable {
  id: Generated<number>;
  user_id: number;
  market_id: number;
  family: 'main' | 'starline' | 'gali';
  draw_date: string;
  request_id: string | null;
  total_points: number;
  line_count: number;
  /** The bid type the player entered the lines with when they are of other types (domain ExpansionKey: 'sp_motor' …), else null. */
  entry_type: string | null;
  /** The board the lines were entered through (domain BoardKey: 'group_jodi' …) and its value ('17'), else null (ADR 016). */
  board: string | null;
  board_value: string | null;
  created_at: number;
}

/** A player's named slip (ADR 016): at most 20 per player, names unique per player; `lines` is JSON. */
export interface SavedSlipsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  family: 'main' | 'starline' | 'gali';
  board: string | null;
  board_value: string | null;
  lines: string;
  created_at: number;
}

/** One row per bid line, of its own stored type (domain StoredBidTypeKey); session 'open' | 'close'. */
export interface BidsTable {
  id: Generated<number>;
  submission_id: number;
  user_id: number;
  market_id: number;
  family: 'main' | 'starline' | 'gali';
  draw_date: string;
  bid_type: string;
  session: 'open' | 'close';
  digits: string;
  closedigits: string;
  points: number;
  status: 'pending' | 'won' | 'lost';
  win_amount: number;
  settled_at: number | null;
  created_at: number;
}

/** A payment-app number a player withdraws to (one per app), proved by a 'withdraw' OTP. */
export interface PaymentNumbersTable {
  user_id: number;
  app: 'paytm' | 'gpay' | 'phonepe';
  number: string;
  created_at: number;
  updated_at: number;
}

/** The one bank account a player withdraws to (ADR 012), proved by a 'withdraw' OTP sent to their own mobile. */
export interface BankAccountsTable {
  user_id: number;
  holder_name: string;
  account_number: string;
  /** Upper case, `AAAA0XXXXXX`. */
  ifsc: string;
  created_at: number;
  updated_at: number;
}

export type RequestStatus = 'pending' | 'approved' | 'rejected';

/** A deposit claim; the wallet is credited (ledger 'deposit') only when an operator approves it. */
export interface FundRequestsTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  /** 'PhonePe' | 'GPay' | 'Paytm' | 'Others' | 'QR', or '' when the client sent none. */
  method: string;
  /** The UPI transaction reference: unique per player, so a retried claim is the same request. */
  txn_ref: string | null;
  status: RequestStatus;
  note: string;
  created_at: number;
  decided_at: number | null;
  decided_by: number | null;
  /** The 12-digit UPI reference (UTR) the player typed after paying; matched by payment notifications (ADR 011). */
  utr: ColumnType<string | null, string | null | undefined, string | null>;
  /** The payment gateway of an order created for this request ('razorpay'), and its order id (unique). */
  gateway: ColumnType<string | null, string | null | undefined, string | null>;
  gateway_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** How an approved request was credited; null while pending or when rejected. */
  credited_by: ColumnType<CreditedBy | null, CreditedBy | null | undefined, CreditedBy | null>;
  /** The agent whose UPI id the player paid (ADR 029): that agent decides the request; null for the house's. */
  agent_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** An agent's approval: the `to_player` float movement that credited it (its wallet row is `agent_credit`). */
  float_movement_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Who credited a deposit: a payment notification matched on its own, a gateway's order, or an operator. */
export type CreditedBy = 'automatic' | 'gateway' | 'operator' | 'agent';

/**
 * A signed payment notification (the UPI forwarder's or a gateway's), credited or waiting in the
 * Unmatched payments queue. `event_key`, `utr` and `fund_request_id` are unique: one credit, ever.
 */
export interface PaymentNotificationsTable {
  id: Generated<number>;
  /** 'upi' (the generic forwarder) or a gateway's name ('razorpay'). */
  source: string;
  /** `<source>:<event id>` (the forwarder's event_id, a gateway's payment id). */
  event_key: string;
  utr: string | null;
  order_id: string | null;
  payment_id: string | null;
  amount_paise: number;
  payer_vpa: string;
  received_at: number;
  text: string;
  /** 'credited' (matched on its own), 'unmatched' (waiting for an operator), 'linked' (by an operator), 'dismissed'. */
  status: PaymentNotificationStatus;
  /** Why it did not credit on its own ('' when it did). */
  reason: string;
  fund_request_id: number | null;
  /** The operator's reason for a dismissal, or their note on a link. */
  note: string;
  decided_by: number | null;
  decided_at: number | null;
  created_at: number;
}

export type PaymentNotificationStatus = 'credited' | 'unmatched' | 'linked' | 'dismissed';

/**
 * A withdrawal: points held (ledger 'withdrawal_hold') when asked, given back ('withdrawal_release') on
 * rejection, or ('withdrawal_return') when the bank failed an approved bank payout (ADR 012).
 */
export interface WithdrawRequestsTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  /** 2 Google Pay, 3 Paytm, 4 PhonePe, 5 bank account (the API's codes). */
  method: number;
  /** The player's saved number of that app when the request was made; the masked account for a bank payout. */
  payout_number: string;
  /** The bank account as it was when a method 5 request was made (null for the other methods). */
  bank_holder_name: ColumnType<string | null, string | null | undefined, string | null>;
  bank_account_number: ColumnType<string | null, string | null | undefined, string | null>;
  bank_ifsc: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the bank's result file said of an approved bank payout: null until then. */
  payout_status: ColumnType<PayoutStatus | null, PayoutStatus | null | undefined, PayoutStatus | null>;
  /** The bank's reference of a paid payout. */
  payout_utr: ColumnType<string | null, string | null | undefined, string | null>;
  payout_at: ColumnType<number | null, number | null | undefined, number | null>;
  payout_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** When it was last put in a bulk-payout file. */
  payout_exported_at: ColumnType<number | null, number | null | undefined, number | null>;
  status: RequestStatus;
  note: string;
  /** An https link to the payout receipt, set on approval. */
  receipt: string;
  created_at: number;
  decided_at: number | null;
  decided_by: number | null;
}

export type PayoutStatus = 'paid' | 'failed';

/** Points moved between two players (ledger 'transfer_out' of the sender, 'transfer_in' of the receiver). */
export interface TransfersTable {
  id: Generated<number>;
  sender_id: number;
  receiver_id: number;
  amount: number;
  note: string;
  created_at: number;
}

/** An operator's signed correction of a wallet (ledger 'adjustment'). */
export interface WalletAdjustmentsTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  note: string;
  admin_id: number | null;
  created_at: number;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Market = Selectable<MarketsTable>;

/** The pending bids of a draw grouped by what decides their payout (the live exposure; see the bids module's pending-groups.ts). */
export interface PendingBidGroupsTable {
  market_id: number;
  draw_date: string;
  bid_type: string;
  session: 'open' | 'close';
  digits: string;
  closedigits: string;
  points: number;
  bids: number;
}

/** The settled bids of a draw per India day of their settlement (days since 1970-01-01): what reports read (results/draw-totals.ts). */
export interface DrawTotalsTable {
  market_id: number;
  draw_date: string;
  settled_day: number;
  bids: number;
  points: number;
  winners: number;
  payout: number;
}

/** Players with a bid on a draw, written by settlement for the bids it settles (results/draw-totals.ts). */
export interface DrawPlayersTable {
  market_id: number;
  draw_date: string;
  user_id: number;
}

/** A notice an operator sent (modules/notifications, ADR 013). */
export interface NoticesTable {
  id: Generated<number>;
  title: string;
  body: string;
  audience: 'all' | 'market' | 'player';
  market_id: number | null;
  user_id: number | null;
  popup: number;
  recipients: number;
  created_by: number | null;
  created_at: number;
}

/** One item of a player's notifications inbox; `ref` names its event (unique per player and kind). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'result' | 'win' | 'deposit' | 'withdrawal' | 'notice';
  title: string;
  body: string;
  route: string;
  ref: string;
  popup: Generated<number>;
  created_at: number;
  read_at: number | null;
}

/** A declared result whose inbox items are still to be written (the outbox of settlement). */
export interface NotificationJobsTable {
  id: Generated<number>;
  kind: 'draw';
  market_id: number;
  draw_date: string;
  session: 'open' | 'close';
  result: string;
  settled_at: number;
  last_user_id: Generated<number>;
  locked_until: Generated<number>;
  created_at: number;
}

/** A player's device that receives Web Push messages. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: number;
}

/** One inbox item to push to one device: attempts so far and when to try next. */
export interface PushOutboxTable {
  id: Generated<number>;
  notification_id: number;
  subscription_id: number;
  attempts: Generated<number>;
  next_at: number;
  created_at: number;
}

/** A single-use ticket that opens a live updates stream (ADR 013): only its hash is kept. */
export interface EventTicketsTable {
  ticket_hash: string;
  session_id: number;
  expires_at: number;
}

/** Least and most points per line of a bid type, per family (ADR 017); null = the default (10, no maximum). */
export interface BidLimitsTable {
  family: 'main' | 'starline' | 'gali';
  bid_type: string;
  min_points: number | null;
  max_points: number | null;
}

/** Points placed on each outcome of a capped market's draw, kept by the bid path (ADR 017). */
export interface OutcomePointsTable {
  market_id: number;
  draw_date: string;
  bid_type: string;
  session: 'open' | 'close';
  digits: string;
  closedigits: string;
  points: number;
}

/** One row per capped draw, locked first by a bid batch so cap checks never deadlock (ADR 017). */
export interface LiabilityDrawsTable {
  market_id: number;
  draw_date: string;
  submissions: number;
}

/** What the console's alerts list shows (ADR 017; 'settings': where deposits go changed, ADR 011). */
export interface OperatorAlertsTable {
  id: Generated<number>;
  kind: 'burst' | 'line' | 'share' | 'settings' | 'feed';
  /** The player; 0 for an alert about no player (kind 'settings'). */
  user_id: number;
  market_id: number | null;
  draw_date: string | null;
  detail: string;
  amount: number;
  dedupe_key: string | null;
  created_at: number;
}

/** One declaration or revert of a result, linked to the one before by its hash (ADR 019; result-chain/chain.ts). */
export interface ResultChainTable {
  seq: number;
  /** 'import': a result imported from an earlier chart (ADR 031). */
  action: 'declare' | 'revert' | 'import';
  market_id: number;
  market_name: string;
  family: 'main' | 'starline' | 'gali';
  draw_date: string;
  session: 'open' | 'close';
  digits: string;
  at: number;
  operator_id: number;
  prev_hash: string;
  hash: string;
  /** A feed declaration's sources, JSON `[{url, fetchedAt, sha256}]` (ADR 032); null otherwise. */
  evidence: ColumnType<string | null, string | null | undefined, never>;
}

/** The chain's last sequence number and hash, one row (id 1): appends queue on its row lock. */
export interface ResultChainHeadTable {
  id: number;
  seq: number;
  hash: string;
}

/** A bulk-payout file as an operator produced it (ADR 024, ADR 012): downloaded again by its id. */
export interface PayoutExportsTable {
  id: Generated<number>;
  created_at: number;
  admin_id: number;
  file_name: string;
  /** JSON array of the request numbers in the file. */
  request_ids: string;
  count: number;
  total: number;
  csv: string;
}

/** An agent's float (ADR 029): written only by the wallet's ledger module (modules/wallet/float.ts), like a wallet. */
export interface AgentFloatsTable {
  admin_id: number;
  balance: number;
  updated_at: number;
}

/** One row per change of a float, in the same transaction as the change; `ref_id` is its float_movements row. */
export interface FloatLedgerTable {
  id: Generated<number>;
  admin_id: number;
  amount: number;
  balance_after: number;
  kind: string;
  ref_id: number;
  note: string;
  created_at: number;
}

/**
 * The business row of a float movement (ADR 029). `kind`: 'top_up' / 'take_back' (the owner and an
 * agent's float), 'to_agent' / 'from_agent' (a master agent and one of their agents, `counter_admin_id`),
 * 'to_player' / 'from_player' (an agent and one of their players, `user_id`), 'commission' (a closed
 * statement, `statement_id`). `admin_id` is the float it is about; `by_admin_id` who did it (null: the server).
 */
export interface FloatMovementsTable {
  id: Generated<number>;
  kind: 'top_up' | 'take_back' | 'to_agent' | 'from_agent' | 'to_player' | 'from_player' | 'commission';
  admin_id: number;
  counter_admin_id: number | null;
  user_id: number | null;
  amount: number;
  note: string;
  by_admin_id: number | null;
  statement_id: number | null;
  created_at: number;
}

/**
 * A player's request that their agent take points back (ADR 029, migration 2026-11-28-95): `agent_id` the
 * agent they belonged to when asking; 'done' with the `from_player` float movement that consumed it.
 */
export interface AgentCashoutRequestsTable {
  id: Generated<number>;
  user_id: number;
  agent_id: number;
  amount: number;
  status: 'pending' | 'done' | 'cancelled';
  created_at: number;
  decided_at: number | null;
  float_movement_id: number | null;
}

/** A closed statement's player as they were when it closed (ADR 029): whose, and their week's stakes and wins. */
export interface AgentStatementLinesTable {
  statement_id: number;
  user_id: number;
  agent_id: number;
  stakes: number;
  wins: number;
}

/** An agent's closed week (ADR 029): Monday 00:00 to Sunday 24:00 India time; one per agent and week. */
export interface AgentStatementsTable {
  id: Generated<number>;
  admin_id: number;
  /** The week's Monday, an India date. */
  week_start: string;
  players: number;
  stakes: number;
  wins: number;
  /** stakes − wins of the agent's own players (negative: they won). */
  net_loss: number;
  /** A negative week carried from the one before (0 unless carry-over is on). */
  carried_in: number;
  commission_bp: number;
  commission: number;
  /** A master agent's: the net loss of their agents' players, the override rate and what it earned. */
  override_net_loss: number;
  override_bp: number;
  override: number;
  /** What this week carries to the next (≤ 0). */
  carried_out: number;
  closed_at: number;
}

/** A page a market's result is read from (ADR 032, modules/feeds). */
export interface FeedSourcesTable {
  id: Generated<number>;
  market_id: number;
  label: string;
  url: string;
  /** 'json': `json_path` names the value; 'html': `selector` names the element. */
  reader: 'json' | 'html';
  json_path: string | null;
  selector: string | null;
  /** A regular expression with named groups (open, close, jodi, date); null: the family's default. */
  pattern: string | null;
  active: number;
  /** Fetches failed in a row (the backoff and the "stopped answering" alert). */
  failures: ColumnType<number, number | undefined, number>;
  /** Not fetched again before this instant (backoff). */
  next_fetch_at: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
}

/** How a market's feeds are judged (ADR 032): quorum, automatic declaration. */
export interface FeedMarketsTable {
  market_id: number;
  /** Sources that must agree; null: all active sources, at least two. */
  quorum: number | null;
  auto_declare: number;
  auto_after_seconds: number;
  /** The owner who switched automatic declaration on: the declarations are made in their name. */
  auto_by: number | null;
  updated_at: number;
}

/** What a source said at one fetch during a session's window (ADR 032). */
export interface FeedObservationsTable {
  id: Generated<number>;
  source_id: number;
  market_id: number;
  draw_date: string;
  session: 'open' | 'close';
  fetched_at: number;
  /** The URL fetched (as configured then). */
  url: string;
  /** 'ok': digits read; 'empty': nothing to read yet; 'stale': another draw's result; 'invalid': not a valid pana/jodi; 'error': no answer. */
  status: 'ok' | 'empty' | 'stale' | 'invalid' | 'error';
  digits: string | null;
  text: string | null;
  sha256: string | null;
  error: string | null;
}

/** A player's support ticket (ADR 030; modules/tickets). */
export interface SupportTicketsTable {
  id: Generated<number>;
  user_id: number;
  category: 'deposit_not_credited' | 'withdrawal_not_received' | 'result_dispute' | 'account' | 'other';
  /** open: waiting for an operator; answered: an operator wrote last; closed. */
  status: 'open' | 'answered' | 'closed';
  /** The first message's beginning, for the lists. */
  subject: string;
  /** What it carries: one of the player's bids, deposit requests or withdrawal requests (its evidence is read, not stored). */
  attach_kind: 'bid' | 'deposit' | 'withdrawal' | null;
  attach_id: number | null;
  /** The operator or owner it is assigned to; null: nobody. */
  assigned_to: number | null;
  /** The player's and operators' messages of the thread (notes and records not counted). */
  messages: ColumnType<number, number | undefined, number>;
  last_from: 'player' | 'operator';
  /** The player's message an operator has not answered yet (open tickets); null otherwise. */
  waiting_since: number | null;
  /** The operators' last message (its id); the ticket is unread for the player while it is above `player_read_message_id`. */
  operator_message_id: number | null;
  /** The last message the player was shown. */
  player_read_message_id: ColumnType<number, number | undefined, number>;
  closed_at: number | null;
  created_at: number;
  updated_at: number;
}

/** One entry of a ticket's thread: the player's message, an operator's answer, an internal note, or the record of an action. */
export interface SupportTicketMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  author: 'player' | 'operator' | 'note' | 'event';
  admin_id: number | null;
  body: string;
  created_at: number;
}
