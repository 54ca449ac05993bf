import { BID_TYPES, type BoardKey, boardsOf, FAMILIES, type Family } from '../../packages/domain/src/catalogue.ts';

/**
 * Every route of the player app, as its router declares them (apps/web/src/app/router.tsx and the features'
 * routes.ts; apps/web/src/app/routes/player-routes.test.ts fails when the two differ), for the browser tests
 * that must visit every screen (a11y/tap-targets.spec.ts). The console (/admin/*) and the not-found page are
 * not player screens.
 */

/** The headerless shell: the index (the login, or /imp with a stored login), accounts, OTP and password screens, the landing page. */
export const HEADERLESS_ROUTES = [
  '/',
  '/login',
  '/r',
  '/forgotpass',
  '/otpregister',
  '/otpforgotpass',
  '/otpwithdraw',
  '/change-password',
  '/otpbank',
  '/landing',
] as const;

/** The header shell's screens other than the bid-entry and board screens. */
export const HEADER_ROUTES = [
  '/imp',
  '/change',
  '/profile',
  '/play-responsibly',
  '/confirm-age',
  '/privacy',
  '/privacypolicy',
  '/about',
  '/delete',
  '/charts',
  '/results-log',
  '/gameRates',
  '/game',
  '/imp2',
  '/stargame',
  '/star',
  '/galiIMP',
  '/galigame',
  '/galiallgame',
  '/histories',
  '/imp3',
  '/imp4',
  '/imp5',
  '/imp6',
  '/impbid',
  '/impwin',
  '/win',
  '/windata',
  '/bid',
  '/htp',
  '/wallet',
  '/transaction',
  '/addfundhistory',
  '/imp7',
  '/transfer',
  '/mymodel',
  '/transfermodel',
  '/addfund',
  '/imp9',
  '/qrpay',
  '/withdraw',
  '/imp8',
  '/withdrawhistory',
  '/withdrawrule',
  '/depositrule',
  '/notifications',
  '/help',
  '/help/new',
  '/help/tickets',
  '/help/tickets/:id',
] as const;

/** The bid-entry screens of a family: each bid type of the domain's catalogue at its path. */
export const bidEntryRoutes = (family: Family): string[] => BID_TYPES[family].map((spec) => spec.path);

/** The spec's SP DP TP, SP Motor and DP Motor are boards of the catalogue with bid-entry screens of their own. */
const SPEC_BOARDS: readonly BoardKey[] = ['sp_dp_tp', 'sp_motor', 'dp_motor'];

/** The board screens of a family: /board/{family}/{board key with dashes}. */
export const boardRoutes = (family: Family): string[] =>
  boardsOf(family)
    .filter((board) => !SPEC_BOARDS.includes(board.key))
    .map((board) => `/board/${family}/${board.key.replace(/_/g, '-')}`);

/** Every player route. */
export const PLAYER_ROUTES: readonly string[] = [
  ...HEADERLESS_ROUTES,
  ...HEADER_ROUTES,
  ...FAMILIES.flatMap((family) => [...bidEntryRoutes(family), ...boardRoutes(family)]),
];
