import { z } from 'zod';
import { envelope, withToken } from '../envelope.ts';

/**
 * Last slip and saved slips (ADR 016): `/api-last-slip` answers the player's last submission on a
 * market family, to refill the bid slip ("Repeat last slip"); `/api-saved-slips`,
 * `/api-saved-slip-save` and `/api-saved-slip-delete` keep at most 20 named slips per player. A slip
 * is replayed through the ordinary bid call (each line naming its `type`, the board in
 * `new_result.board`/`board_value`), which checks the windows and the balance of the day again.
 */

const family = z.enum(['main', 'starline', 'gali']);

/** One line of a slip: its own bid type's name ("Double Pana"), digits, points and session. */
export const slipLine = z.object({
  type: z.string(),
  digits: z.string(),
  closedigits: z.string(),
  points: z.number(),
  session: z.enum(['Open', 'Close']),
});

/** The board of a slip: its key and name, its value ("17") and how histories label it ("Group Jodi · 17"). */
export const slipBoard = z.object({ key: z.string(), name: z.string(), value: z.string(), label: z.string() });

/** `/api-last-slip`: a market (`game_id`, whose family is meant) or a family ("main", "starline", "gali"). */
export const lastSlipBody = z.object({ ...withToken, game_id: z.unknown().optional(), family: z.unknown().optional() });

/** The player's last submission on a family: where it was placed, its board and its lines. */
export const lastSlip = z.object({
  family,
  game_id: z.number(),
  game_name: z.string(),
  /** The draw it was placed on, `day-MonthName-year`. */
  bid_date: z.string(),
  board: slipBoard.nullable(),
  total: z.number(),
  lines: z.array(slipLine),
});

/** The last slip, or `slip: null` with msg 'No data found' when the player has none on that family. */
export const lastSlipAnswer = envelope({ slip: lastSlip.nullable() });

/** A saved slip. */
export const savedSlip = z.object({
  id: z.number(),
  name: z.string(),
  family,
  board: slipBoard.nullable(),
  total: z.number(),
  lines: z.array(slipLine),
  /** Epoch milliseconds. */
  created_at: z.number(),
});

/** `/api-saved-slips`: every saved slip of the player (newest first) and how many may be kept. */
export const savedSlipsBody = z.object({ ...withToken, family: z.unknown().optional() });
export const savedSlipsAnswer = envelope({ slips: z.array(savedSlip), limit: z.number() });

/**
 * `/api-saved-slip-save`: a name (unique per player, at most 40 characters), the family, the lines
 * (each naming its type; at most 200) and optionally the board and its value. Checked by the
 * domain's rules with the bid call's messages; a refusal writes nothing.
 */
export const saveSlipBody = z.object({
  ...withToken,
  name: z.unknown().optional(),
  family: z.unknown().optional(),
  lines: z.unknown().optional(),
  board: z.unknown().optional(),
  board_value: z.unknown().optional(),
});
export const saveSlipAnswer = envelope({ slip: savedSlip });

/** `/api-saved-slip-delete`: the id of one of the player's slips. */
export const deleteSlipBody = z.object({ ...withToken, id: z.unknown().optional() });
export const deleteSlipAnswer = envelope({ id: z.number() });

/** Types the player app takes from these schemas. */
export type SlipLine = z.infer<typeof slipLine>;
export type LastSlip = z.infer<typeof lastSlip>;
export type SavedSlip = z.infer<typeof savedSlip>;
