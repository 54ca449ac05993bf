import {
  deleteSlipAnswer,
  deleteSlipBody,
  lastSlipAnswer,
  lastSlipBody,
  savedSlipsAnswer,
  savedSlipsBody,
  saveSlipAnswer,
  saveSlipBody,
} from '@pana/contract';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { callsTo } from '../../../testing/mock-api.ts';
import { storeLogin } from '../../../testing/render-app.tsx';
import { serveAnswer } from '../../../testing/serve-answer.ts';
import { deleteSlip, getLastSlip, getSavedSlips, saveSlip } from './slips.ts';

const board = { key: 'group_jodi', name: 'Group Jodi', value: '17', label: 'Group Jodi · 17' };
const line = { type: 'Jodi Digit', digits: '17', closedigits: '', points: 10, session: 'Close' as const };
const saved = {
  id: 4,
  name: 'Morning jodis',
  family: 'main' as const,
  board,
  total: 10,
  lines: [line],
  created_at: 1_764_000_000_000,
};
const withKey = { env_type: 'Prod', app_key: 'key' };

describe('the slip calls', () => {
  it('reads the last slip and sends a body the contract takes', async () => {
    storeLogin();
    const calls = serveAnswer(lastSlipAnswer, apiPaths.lastSlip, {
      status: true,
      msg: 'OK',
      slip: {
        family: 'main',
        game_id: 3,
        game_name: 'Kalyan',
        bid_date: '25-November-2026',
        board,
        total: 10,
        lines: [line],
      },
    });
    expect(await getLastSlip('main')).toEqual({
      msg: 'OK',
      slip: {
        family: 'main',
        game_id: 3,
        game_name: 'Kalyan',
        bid_date: '25-November-2026',
        board,
        total: 10,
        lines: [line],
      },
    });
    const [call] = callsTo(calls, apiPaths.lastSlip);
    expect(call?.body).toMatchObject({ family: 'main', unique_token: 'token-123' });
    expect(lastSlipBody.safeParse({ ...withKey, ...call?.body }).success).toBe(true);
  });

  it('reads no last slip as null with the server’s message', async () => {
    storeLogin();
    serveAnswer(lastSlipAnswer, apiPaths.lastSlip, { status: true, msg: 'No data found', slip: null });
    expect(await getLastSlip('gali')).toEqual({ msg: 'No data found', slip: null });
  });

  it('reads the saved slips (a slip without board too) and sends the family', async () => {
    storeLogin();
    const plain = { ...saved, id: 5, name: 'Plain', board: null };
    const calls = serveAnswer(savedSlipsAnswer, apiPaths.savedSlips, {
      status: true,
      msg: 'OK',
      slips: [saved, plain],
      limit: 20,
    });
    expect(await getSavedSlips('starline')).toEqual({ slips: [saved, plain], limit: 20 });
    const [call] = callsTo(calls, apiPaths.savedSlips);
    expect(call?.body).toMatchObject({ family: 'starline' });
    expect(savedSlipsBody.safeParse({ ...withKey, ...call?.body }).success).toBe(true);
  });

  it('saves a slip with its board as board and board_value, and deletes one by id', async () => {
    storeLogin();
    let calls = serveAnswer(saveSlipAnswer, apiPaths.savedSlipSave, { status: true, msg: 'Slip saved', slip: saved });
    const lines = [{ type: 'jodi_digit', digits: '17', closedigits: '', points: 10, session: 'Close' as const }];
    expect(
      await saveSlip({ name: 'Morning jodis', family: 'main', lines, board: { key: 'group_jodi', value: '17' } }),
    ).toEqual({ msg: 'Slip saved', slip: saved });
    const [save] = callsTo(calls, apiPaths.savedSlipSave);
    expect(save?.body).toMatchObject({
      name: 'Morning jodis',
      family: 'main',
      lines,
      board: 'group_jodi',
      board_value: '17',
    });
    expect(saveSlipBody.safeParse({ ...withKey, ...save?.body }).success).toBe(true);

    calls = serveAnswer(saveSlipAnswer, apiPaths.savedSlipSave, {
      status: true,
      msg: 'Slip saved',
      slip: { ...saved, board: null },
    });
    await saveSlip({ name: 'Plain', family: 'main', lines });
    expect(callsTo(calls, apiPaths.savedSlipSave)[0]?.body).not.toHaveProperty('board');

    calls = serveAnswer(deleteSlipAnswer, apiPaths.savedSlipDelete, { status: true, msg: 'Slip deleted', id: 4 });
    expect(await deleteSlip(4)).toEqual({ msg: 'Slip deleted', id: 4 });
    const [remove] = callsTo(calls, apiPaths.savedSlipDelete);
    expect(remove?.body).toMatchObject({ id: 4 });
    expect(deleteSlipBody.safeParse({ ...withKey, ...remove?.body }).success).toBe(true);
  });
});
