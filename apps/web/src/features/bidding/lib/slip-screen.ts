import {
  type BidTypeKey,
  bidTypeKeyFromName,
  boardFromName,
  type BoardKey,
  type BoardSpec,
  type Family,
  getBidType,
  getBoard,
} from '@pana/domain/catalogue';
import { paths } from '../../../config/paths.ts';

/** The spec's own expansions, which are boards of the catalogue but keep their bid-entry screens. */
const SPEC_BOARDS: ReadonlySet<BoardKey> = new Set(['sp_dp_tp', 'sp_motor', 'dp_motor']);

/** The game grid of a family, where a slip that fits no screen goes. */
const FAMILY_GRID: Record<Family, string> = { main: paths.game, starline: paths.starlineGame, gali: paths.galiChooser };

/** Whether a board has a board screen (the spec's SP DP TP and motors have their own screens). */
export function hasBoardScreen(board: BoardSpec): boolean {
  return !SPEC_BOARDS.has(board.key);
}

/** The path of a board's screen on a family: /board/{family}/{key with dashes}, e.g. /board/main/group-jodi. */
export function boardPath(family: Family, key: BoardKey): string {
  return `/board/${family}/${key.replace(/_/g, '-')}`;
}

/** The family and board of a board screen's path (any case, a trailing slash allowed), or null. */
export function boardFromPath(path: string): { family: Family; board: BoardSpec } | null {
  const m = /^\/board\/(main|starline|gali)\/([a-z-]+)\/?$/.exec(path.toLowerCase());
  if (!m) return null;
  const family = m[1] as Family;
  const board = getBoard((m[2] as string).replace(/-/g, '_'));
  if (!board || !hasBoardScreen(board) || !board.families.includes(family)) return null;
  return { family, board };
}

/**
 * The screen a prefilled slip (GameRouteState.slip) opens on:
 * - a slip with a board: that board's screen (the spec's SP DP TP, SP Motor and DP Motor: their bid-entry screens);
 * - else the screen of its lines' one bid type (BID_TYPES[family]'s path);
 * - several types without a board: the screen of the first line's type, whose slip sends the lines of
 *   every other type as calls of their own type (one call per type, as SP DP TP does), so nothing is
 *   relabelled as an entry the player did not use;
 * - nothing the family knows: the family's game grid.
 */
export function slipScreenFor(family: Family, board: string | null, lineTypes: readonly string[]): string {
  if (board !== null && board !== '') {
    const named = boardFromName(board);
    if (named?.families.includes(family)) {
      if (hasBoardScreen(named)) return boardPath(family, named.key);
      const spec = getBidType(family, named.key as BidTypeKey);
      if (spec) return spec.path;
    }
  }
  for (const type of lineTypes) {
    const key = bidTypeKeyFromName(type);
    const spec = key === null ? null : getBidType(family, key);
    if (spec) return spec.path;
  }
  return FAMILY_GRID[family];
}
