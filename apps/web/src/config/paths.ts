/**
 * Every URL of the app in one place: the screens (`paths`) and the server calls (`apiPaths`).
 * Routes owned by later work are listed here as soon as a screen links to them.
 */
export const paths = {
  root: '/',
  login: '/login',
  register: '/r',
  forgotPassword: '/forgotpass',
  otpRegister: '/otpregister',
  otpForgotPassword: '/otpforgotpass',
  otpWithdraw: '/otpwithdraw',
  /** The code that confirms a bank account for withdrawals (ADR 012; not in the older apps). */
  otpBank: '/otpbank',
  resetPassword: '/change-password',
  landing: '/landing',
  home: '/imp',
  changePassword: '/change',
  profile: '/profile',
  privacy: '/privacy',
  privacyPolicy: '/privacypolicy',
  about: '/about',
  delete: '/delete',
  // Linked from the menu and the home screen; their screens arrive with later work.
  addFund: '/addfund',
  wallet: '/wallet',
  withdraw: '/withdraw',
  winHistory: '/imp3',
  bidHistory: '/imp4',
  howToPlay: '/htp',
  gameRates: '/gameRates',
  charts: '/charts',
  starline: '/imp2',
  gali: '/galiIMP',
  // Betting screens (markets, bidding, Starline, Gali, histories). The bid-entry paths come from
  // the domain's bid-type catalogue (BID_TYPES[family][i].path).
  game: '/game',
  starlineGame: '/stargame',
  galiMarkets: '/galigame',
  galiChooser: '/galiallgame',
  starlineBidHistory: '/imp5',
  starlineWinHistory: '/imp6',
  galiBidHistory: '/impbid',
  galiWinHistory: '/impwin',
  histories: '/histories',
  addFundHistory: '/addfundhistory',
  transactionHistory: '/transaction',
  // Wallet and funds: the wallet's buttons lead to the /imp7-/imp9 aliases (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps).
  addFunds: '/imp9',
  withdrawFund: '/imp8',
  transferPoints: '/imp7',
  transfer: '/transfer',
  qrPay: '/qrpay',
  withdrawHistory: '/withdrawhistory',
  withdrawRule: '/withdrawrule',
  depositRule: '/depositrule',
  /** The notifications inbox (ADR 014). */
  notifications: '/notifications',
  /** Play responsibly: the player's limits, cool-off and self-exclusion, the help line (ADR 018). */
  playResponsibly: '/play-responsibly',
  /** The 18+ confirmation asked once of a player registered by an older app (ADR 018). */
  confirmAge: '/confirm-age',
  /** The public result chain with Verify (ADR 019). */
  resultsLog: '/results-log',
  /**
   * Help: the player's support tickets (ADR 030); a new one may attach `?attach=bid:12`. A ticket's
   * screen and the list's second path are the server's (contract TICKET_APP_ROUTES: its inbox items open them).
   */
  help: '/help',
  helpTickets: '/help/tickets',
  helpNew: '/help/new',
  helpTicket: '/help/tickets/:id',
  // The operator console (its own screens and calls: src/admin/admin-paths.ts).
  admin: '/admin',
} as const;

export const apiPaths = {
  userLogin: '/api-user-login',
  checkMobile: '/api-check-mobile',
  userRegistration: '/api-user-registration',
  resendOtp: '/api-resend-otp',
  verifyOtp: '/api-verify-otp',
  forgetCheckMobile: '/api-forget-check-mobile',
  forgotPassword: '/api-forgot-password',
  changePassword: '/api-change-password',
  profileUpdate: '/api-profile-update',
  addUserUpiDetails: '/api-add-user-upi-details',
  getSocialData: '/api-get-social-data',
  getUserInfo: '/api-get-user-info',
  logout: '/api-logout',
  setLanguage: '/api-set-language',
  getDashboardData: '/api-get-dashboard-data',
  starlineGame: '/api-starline-game',
  galiGame: '/api-galidisawar-game',
  gameRates: '/api-game-rates',
  starlineGameRates: '/api-starline-game-rates',
  galiGameRates: '/api-galidisawar-game-rates',
  submitBid: '/api-submit-bid',
  starlineSubmitBid: '/api-starline-submit-bid',
  galiSubmitBid: '/api-galidisawar-submit-bid',
  bidHistory: '/api-bid-history-data',
  winHistory: '/api-wining-history-data',
  starlineBidHistory: '/api-starline-bid-history-data',
  starlineWinHistory: '/api-starline-wining-history-data',
  galiBidHistory: '/api-galidisawar-bid-history-data',
  galiWinHistory: '/api-galidisawar-wining-history-data',
  howToPlay: '/api-how-to-play',
  // Wallet and funds (docs/api.md#the-calls).
  walletTransactionHistory: '/api-wallet-transaction-history',
  userPaymentDetails: '/api-get-user-payment-details',
  withdrawFundRequest: '/api-user-withdraw-fund-request',
  withdrawHistory: '/api-user-withdraw-transaction-history',
  // Cash-out with the player's agent (ADR 029): a request the agent's take-back answers.
  agentCashoutRequest: '/api-agent-cashout-request',
  agentCashoutCancel: '/api-agent-cashout-cancel',
  agentCashoutStatus: '/api-agent-cashout-status',
  checkUserForTransfer: '/api-check-user-for-transfer-amt',
  transferWalletBalance: '/api-user-transfer-wallet-balance',
  depositWithdrawalRule: '/api-money-deposit-withdrawal-rule',
  getQrPay: '/api-get-qr-pay',
  lastFundRequestDetail: '/api-last-fund-request-detail',
  gatewayStatus: '/api-get-gateway-status',
  fundRequestAdd: '/api-fund-request-add',
  /** The online gateway's order for a deposit (ADR 011): Add Funds opens the gateway's checkout with it. */
  paymentOrderCreate: '/api-payment-order-create',
  // Bank payouts (ADR 012): the methods with the masked bank account (type 5), and saving the account.
  paymentMethodList: '/api-user-payment-method-list',
  addUserBankDetails: '/api-add-user-bank-details',
  /** GET on the payment gateway service (same server unless PAYMENT_GATEWAY_URL points elsewhere). */
  gatewayPaymentDetails: '/gateway/payment-details',
  // Notifications (ADR 014): the inbox, the bell's count and popup, Web Push.
  notifications: '/api-notifications',
  notificationsUnread: '/api-notifications-unread',
  notificationsRead: '/api-notifications-read',
  pushKey: '/api-push-key',
  pushSubscribe: '/api-push-subscribe',
  pushUnsubscribe: '/api-push-unsubscribe',
  // Live updates (ADR 013): a single-use ticket, then the event stream (GET, text/event-stream).
  eventsTicket: '/api-events-ticket',
  events: '/api/events',
  /** The public result chain (GET, no app key, no login; ADR 019). */
  resultsLog: '/api/results-log',
  // Repeat last slip and saved slips (ADR 016).
  lastSlip: '/api-last-slip',
  savedSlips: '/api-saved-slips',
  savedSlipSave: '/api-saved-slip-save',
  savedSlipDelete: '/api-saved-slip-delete',
  // Support tickets (ADR 030).
  supportTickets: '/api-support-tickets',
  supportTicket: '/api-support-ticket',
  supportTicketOpen: '/api-support-ticket-open',
  supportTicketReply: '/api-support-ticket-reply',
  supportTicketReopen: '/api-support-ticket-reopen',
  supportAttachables: '/api-support-attachables',
  playLimits: '/api-play-limits',
  playLimitSet: '/api-play-limit-set',
  playBreak: '/api-play-break',
  confirmAge: '/api-confirm-age',
} as const;

export type ApiPath = (typeof apiPaths)[keyof typeof apiPaths];
