import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { CONSOLE_TEXT } from './common.ts';

/** The settings operators edit: contacts, UPI, QR, rules, how-to-play, video, minimums, withdrawal hours, chart links. */

/** Every operator setting as text (defaults filled in): `GET` and `PUT /admin/api/settings`. */
export const settingsAnswer = envelope({ settings: z.record(z.string(), z.string()) });

/** `PUT /admin/api/settings {key: value, …}`: every key is checked (by the service) before anything is written. */
export const updateSettingsBody = z.record(z.string(), z.unknown(), { error: CONSOLE_TEXT.invalidBody });
