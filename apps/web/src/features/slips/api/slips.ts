import { type Family } from '@pana/domain/catalogue';
import { apiPaths } from '../../../config/paths.ts';
import { type Infer, list, object, type Parser, points, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * The calls of "Repeat last slip" and saved slips (ADR 016; packages/contract player/slips.ts):
 * the last submission on a family, the saved slips, saving one and deleting one.
 */

/** One line of a slip as the server sends it: its type's name ("Double Pana"), digits, points, session. */
export const slipLineSchema = object({
  type: text,
  digits: text,
  closedigits: text,
  points,
  session: (value: unknown): 'Open' | 'Close' => (value === 'Close' ? 'Close' : 'Open'),
});

/** A slip's board: key, name, value and the label histories show ("Group Jodi · 17"). */
export const slipBoardSchema = object({ key: text, name: text, value: text, label: text });

/** `value` read by `parse`, or null when it is absent or null. */
function nullable<T>(parse: Parser<T>): Parser<T | null> {
  return (value) => (value === null || value === undefined ? null : parse(value));
}

const familySchema: Parser<Family> = (value) => (value === 'starline' || value === 'gali' ? value : 'main');

export const lastSlipSchema = object({
  family: familySchema,
  game_id: points,
  game_name: text,
  bid_date: text,
  board: nullable(slipBoardSchema),
  total: points,
  lines: list(slipLineSchema),
});

export const savedSlipSchema = object({
  id: points,
  name: text,
  family: familySchema,
  board: nullable(slipBoardSchema),
  total: points,
  lines: list(slipLineSchema),
  created_at: points,
});

export type SlipLineAnswer = Infer<typeof slipLineSchema>;
export type SlipBoardAnswer = Infer<typeof slipBoardSchema>;
export type LastSlip = Infer<typeof lastSlipSchema>;
export type SavedSlip = Infer<typeof savedSlipSchema>;

const lastSlipAnswer = object({ msg: text, slip: nullable(lastSlipSchema) });
const savedSlipsAnswer = object({ slips: list(savedSlipSchema), limit: points });
const saveSlipAnswer = object({ msg: text, slip: savedSlipSchema });
const deleteSlipAnswer = object({ msg: text, id: points });

/** The player's last submission on a family, or null with the server's message when there is none. */
export async function getLastSlip(
  family: Family,
  signal?: AbortSignal,
): Promise<{ slip: LastSlip | null; msg: string }> {
  const answer = await apiPost(apiPaths.lastSlip, { family }, lastSlipAnswer, {
    withToken: true,
    ...(signal ? { signal } : {}),
  });
  return { slip: answer.slip, msg: answer.msg };
}

/** The player's saved slips of a family, newest first, and how many a player may keep. */
export function getSavedSlips(family: Family, signal?: AbortSignal): Promise<{ slips: SavedSlip[]; limit: number }> {
  return apiPost(apiPaths.savedSlips, { family }, savedSlipsAnswer, { withToken: true, ...(signal ? { signal } : {}) });
}

/** A line as the save call takes it: its own type (a catalogue key or name), digits, points, session. */
export type SaveSlipLine = {
  type: string;
  digits: string;
  closedigits: string;
  points: number;
  session: 'Open' | 'Close';
};

export type SaveSlipInput = {
  name: string;
  family: Family;
  lines: readonly SaveSlipLine[];
  /** The board's key (or name) and value, when the slip was made on a board. */
  board?: { key: string; value: string } | null;
};

/** Saves a named slip; throws ApiError with the server's message when it is refused. */
export async function saveSlip(input: SaveSlipInput): Promise<{ slip: SavedSlip; msg: string }> {
  const body = {
    name: input.name,
    family: input.family,
    lines: input.lines.map((line) => ({ ...line })),
    ...(input.board ? { board: input.board.key, board_value: input.board.value } : {}),
  };
  return apiPost(apiPaths.savedSlipSave, body, saveSlipAnswer, { withToken: true });
}

/** Deletes one of the player's saved slips. */
export async function deleteSlip(id: number): Promise<{ id: number; msg: string }> {
  return apiPost(apiPaths.savedSlipDelete, { id }, deleteSlipAnswer, { withToken: true });
}
