import {
  bidTypeKeyFromName,
  type BidTypeSpec,
  BOARD_TEXT,
  boardFromName,
  checkBidWindow,
  expandBoard,
  getBidType,
  insufficientBalanceMessage,
  INVALID_BID_TYPE,
  isStoredBidType,
  type MarketStatus,
  resolveSession,
  validateBidLine,
} from '@pana/domain/catalogue';
import { type RouteSlip } from '../../../lib/game-route-state.ts';
import { type SlipBoard, type SlipEntry } from './submission.ts';

/** The lines an initial slip puts in a screen's slip, and what to tell the player (each message once). */
export type Prefill = { lines: SlipEntry[]; messages: string[] };

/**
 * The lines of an initial slip ("prefill": repeat last slip, saved slips) that a screen takes, each
 * checked again with the domain's rules: its type and numbers (`validateBidLine`, the usual
 * messages), for a board every line one of the board's lines, the window of its session now (a
 * closed session's lines are left out: 'Bidding is closed for …'), and the wallet (the lines from
 * the first one the balance no longer covers are left out: the insufficient-balance message).
 *
 * `screen` is the bid type of the screen that opens (a board's screen passes its line type): on the
 * spec's SP DP TP, SP Motor and DP Motor screens their own board's lines go as that screen's lines
 * (the server works their board out again, ADR 016); any other board keeps its lines together.
 */
export function preparePrefill(screen: BidTypeSpec, slip: RouteSlip, status: MarketStatus, wallet: number): Prefill {
  const family = screen.family;
  const messages = new Set<string>();
  let board: SlipBoard | undefined;
  let allowed: Map<string, string> | null = null;
  if (slip.board !== null) {
    const named = boardFromName(slip.board);
    if (!named) return { lines: [], messages: [BOARD_TEXT.unknown] };
    if (!named.families.includes(family)) return { lines: [], messages: [BOARD_TEXT.notOffered(named.name)] };
    const expansion = expandBoard(named, slip.boardValue);
    if (!expansion.ok) return { lines: [], messages: [expansion.message] };
    allowed = new Map(expansion.lines.map((line) => [line.digits, line.type]));
    if (named.key !== screen.key) board = { key: named.key, value: expansion.value };
    const label = `${named.name}${expansion.value === '' ? '' : ` · ${expansion.value}`}`;
    for (const line of slip.lines) {
      if (!allowed.has(line.digits.trim())) return { lines: [], messages: [BOARD_TEXT.notOnBoard(line.digits, label)] };
    }
  }
  const lines: SlipEntry[] = [];
  let remaining = wallet;
  for (const line of slip.lines) {
    const key = bidTypeKeyFromName(line.type);
    const spec = key !== null && isStoredBidType(key) ? getBidType(family, key) : null;
    if (!spec || (allowed && allowed.get(line.digits.trim()) !== spec.key)) {
      messages.add(INVALID_BID_TYPE);
      continue;
    }
    // The spec's expansions check their lines as they expand (SP Motor: single panas only).
    const rules = board === undefined && screen.expansion !== null ? screen : spec;
    const check = validateBidLine(rules, line);
    if (!check.ok || check.line.type !== spec.key) {
      messages.add(check.ok ? INVALID_BID_TYPE : check.message);
      continue;
    }
    const session = resolveSession(spec, line.session);
    const closed = checkBidWindow(rules, session, status);
    if (closed) {
      messages.add(closed);
      continue;
    }
    if (check.line.points > remaining) {
      messages.add(insufficientBalanceMessage(family));
      break;
    }
    remaining -= check.line.points;
    lines.push({ ...check.line, session, ...(board ? { board } : {}) });
  }
  return { lines, messages: [...messages] };
}
