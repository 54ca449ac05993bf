import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** Content any visitor may read: the admin's contact numbers, slider images and UPI ids. */

/** `/api-get-social-data`. */
export const socialDataAnswer = envelope({
  mobile_no: z.string(),
  mobile_1: z.string(),
  whatsapp_no: z.string(),
  telegram_no: z.string(),
  app_link: z.string(),
  contact_name: z
    .string()
    .optional()
    .describe(
      "with a token of an agent's player: the agent's name, whose numbers mobile_no, mobile_1 and whatsapp_no then are (ADR 029)",
    ),
});

/** `/api-get-slider-images` (older apps). */
export const sliderImagesAnswer = envelope({ sliderdata: z.array(z.object({ slider_image: z.string() })) });

/** `/api-admin-bank-details` (older apps). */
export const bankDetailsAnswer = envelope({
  bank_details: z.array(
    z.object({
      google_upi_payment_id: z.string(),
      phonepay_upi_payment_id: z.string(),
      paytm_upi_payment_id: z.string(),
      upi_payment_id: z.string(),
    }),
  ),
});
