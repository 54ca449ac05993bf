import { deleteSlipAnswer, deleteSlipBody, lastSlipAnswer, lastSlipBody, savedSlipsAnswer, savedSlipsBody, saveSlipAnswer, saveSlipBody } from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePlayer } from '../../plugins/player-api.ts';
import { deleteSavedSlip, lastSlip, savedSlips, saveSlip, type SlipsDeps } from './service.ts';
import { MAX_SAVED_SLIPS, SLIP_TEXT } from './text.ts';

/** Repeat last slip and saved slips (ADR 016): the slips a player refills the bid slip with. */
export const slipRoutes: FastifyPluginAsyncZod<SlipsDeps> = async (app, deps) => {
  const tags = ['slips'];
  const config = { playerApi: 'player' as const };

  app.post(
    '/api-last-slip',
    { config, schema: { tags, summary: "The player's last submission on a market family (game_id's, or family): its market, board and lines", body: lastSlipBody, response: { 200: lastSlipAnswer } } },
    async (req) => {
      const slip = await lastSlip(deps, requirePlayer(req), { gameId: req.body.game_id, family: req.body.family });
      return { status: true, msg: slip ? 'OK' : SLIP_TEXT.noSlip, slip };
    },
  );

  app.post(
    '/api-saved-slips',
    { config, schema: { tags, summary: "The player's saved slips, newest first (one family's with family)", body: savedSlipsBody, response: { 200: savedSlipsAnswer } } },
    async (req) => {
      const slips = await savedSlips(deps, requirePlayer(req), { family: req.body.family });
      return { status: true, msg: slips.length ? SLIP_TEXT.listed : SLIP_TEXT.noSlip, slips, limit: MAX_SAVED_SLIPS };
    },
  );

  app.post(
    '/api-saved-slip-save',
    { config, schema: { tags, summary: 'Save a named slip (at most 20 per player, names unique): family, lines each naming its type, optional board and board_value', body: saveSlipBody, response: { 200: saveSlipAnswer } } },
    async (req) => {
      const b = req.body;
      const slip = await saveSlip(deps, requirePlayer(req), { name: b.name, family: b.family, lines: b.lines, board: b.board, boardValue: b.board_value });
      return { status: true, msg: SLIP_TEXT.saved, slip };
    },
  );

  app.post(
    '/api-saved-slip-delete',
    { config, schema: { tags, summary: 'Delete one of the player\'s saved slips', body: deleteSlipBody, response: { 200: deleteSlipAnswer } } },
    async (req) => {
      const id = await deleteSavedSlip(deps, requirePlayer(req), { id: req.body.id });
      return { status: true, msg: SLIP_TEXT.deleted, id };
    },
  );
};
