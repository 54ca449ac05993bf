import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** Markets, rates and the how-to-play content: what the home, Starline and Gali screens read. */

/** A main market as the lists carry it: times `h:mm AM`, `msg_status` 1 open, 2 closed. */
export const marketItem = z.object({
  game_id: z.number(),
  game_name: z.string(),
  open_time: z.string(),
  close_time: z.string(),
  open_result: z.string(),
  close_result: z.string(),
  msg_status: z.number(),
  web_chart_url: z.string(),
});
export const starlineMarketItem = marketItem.omit({ close_result: true });
export const galiMarketItem = starlineMarketItem.extend({ result: z.string() });
const rateRow = z.record(z.string(), z.number());

/** `/api-get-dashboard-data`: wallet fields only with a token. */
export const dashboardDataAnswer = envelope({
  result: z.array(marketItem),
  wallet_amt: z.number().optional(),
  betting_status: z.enum(['0', '1']).optional(),
  mobile_1: z.string(),
  telegram_no: z.string(),
  whatsapp_no: z.string(),
  contact_name: z.string().optional().describe("with a token of an agent's player: the agent's name, whose numbers mobile_1 and whatsapp_no then are (ADR 029)"),
  marquee_text: z.string(),
  maintenance_message: z
    .string()
    .optional()
    .describe("The operator's maintenance message while bids, deposits, withdrawals and transfers are refused; '' when they are not (ADR 015)"),
});

/** `/api-user-wallet-balance`. */
export const walletBalanceAnswer = envelope({ wallet_amt: z.number(), betting_status: z.enum(['0', '1']) });

/**
 * `/api-starline-game`, with the Starline chart's link from the settings (a published web client of
 * this API family reads it here; optional, as servers before it did not send it).
 */
export const starlineGamesAnswer = envelope({
  result: z.array(starlineMarketItem),
  web_starline_chart_url: z.string().optional(),
  maintenance_message: z
    .string()
    .optional()
    .describe("The operator's maintenance message while bids, deposits, withdrawals and transfers are refused; '' when they are not (ADR 015)"),
});

/** `/api-galidisawar-game`, with the Gali chart's link from the settings (as `/api-starline-game`). */
export const galiGamesAnswer = envelope({
  result: z.array(galiMarketItem),
  web_galidessar_chart_url: z.string().optional(),
  maintenance_message: z
    .string()
    .optional()
    .describe("The operator's maintenance message while bids, deposits, withdrawals and transfers are refused; '' when they are not (ADR 015)"),
});

/** `/api-game-rates` and `/api-starline-game-rates` (`game_rates[0]`). */
export const gameRatesAnswer = envelope({ game_rates: z.array(rateRow) });

/** `/api-galidisawar-game-rates`: Left Digit = single_digit, Right Digit = single_pana, Jodi Digit = double_pana. */
export const galiRatesAnswer = envelope({ game_rates: z.array(rateRow), web_galidessar_chart_url: z.string() });

const howToPlayItem = z.object({ how_to_play_content: z.string(), video_link: z.string() });

/** `/api-how-to-play`: sanitised HTML and the tutorial video link. */
export const howToPlayAnswer = envelope({
  content: z.array(howToPlayItem),
  video_link: z.string(),
  result: z.array(howToPlayItem),
});
