import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { type Config, type ProductionProblem } from '../../config.ts';
import { type Executor } from '../../db/database.ts';

/**
 * The VAPID key pair pushes are signed with (ADR 014, "Keys"): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY
 * when set, or else the pair in the settings table, which the first process to need it generates
 * (every process then signs with the same key; a browser subscribed with a public key only accepts
 * pushes signed by its private key).
 *
 * The stored private key is encrypted with VAPID_KEY_SECRET (AES-256-GCM, the key derived from the
 * secret with HKDF-SHA256, the setting's name as associated data, a random 96-bit IV per write):
 * `enc:v1:<iv>.<ciphertext>.<tag>`, base64url. A row written before the secret was set (plain text)
 * is encrypted in place the first time it is read with a secret (and at a production start), by a
 * conditional update, so two processes doing it at once keep one of the two (both decrypt the same).
 * Without a secret — development and tests only: a production start refuses it (config.ts
 * productionProblems) — a generated key is stored in plain text.
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export type VapidConfig = Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'VAPID_KEY_SECRET'>;

const PUBLIC_SETTING = 'vapid_public_key';
const PRIVATE_SETTING = 'vapid_private_key';
const SEALED = 'enc:v1:';

/** The stored key cannot be used with this configuration (the secret is missing or another one). */
export class VapidKeyError extends Error {
  override name = 'VapidKeyError';
}

function aesKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'pana settings', 'pana vapid_private_key aes-256-gcm', 32));
}

/** Encrypts a setting's value with the secret; `name` (the setting's key) is bound to it as associated data. */
export function sealSetting(secret: string, name: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey(secret), iv);
  cipher.setAAD(Buffer.from(name));
  const data = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `${SEALED}${iv.toString('base64url')}.${data.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
}

/** Whether a stored value is encrypted (else it is a plain-text row from before). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED);
}

/** Decrypts a value of sealSetting; throws VapidKeyError when the secret (or the name) is not the one it was sealed with. */
export function openSetting(secret: string, name: string, stored: string): string {
  const [iv, data, tag] = stored.slice(SEALED.length).split('.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey(secret), Buffer.from(iv ?? '', 'base64url'));
    decipher.setAAD(Buffer.from(name));
    decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data ?? '', 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new VapidKeyError(
      'VAPID_KEY_SECRET does not decrypt the VAPID private key stored in the settings table (it was encrypted with another secret); set the secret it was stored with',
    );
  }
}

/**
 * The stored pair, decrypted; a plain-text private key is encrypted in place when there is a secret.
 * Null when none is stored. Throws VapidKeyError when the stored key is encrypted and the secret is
 * missing or another one.
 */
async function readStored(db: Executor, secret: string | undefined): Promise<{ publicKey: string; privateKey: string } | null> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', [PUBLIC_SETTING, PRIVATE_SETTING]).execute();
  const publicKey = rows.find((r) => r.key === PUBLIC_SETTING)?.value ?? '';
  const stored = rows.find((r) => r.key === PRIVATE_SETTING)?.value ?? '';
  if (!publicKey || !stored) return null;
  if (isSealed(stored)) {
    if (!secret) throw new VapidKeyError('the VAPID private key in the settings table is encrypted; set VAPID_KEY_SECRET to the secret it was stored with');
    return { publicKey, privateKey: openSetting(secret, PRIVATE_SETTING, stored) };
  }
  if (secret) {
    // A plain-text row from before the secret: encrypted now, unless another process already did.
    await db.updateTable('settings').set({ value: sealSetting(secret, PRIVATE_SETTING, stored) }).where('key', '=', PRIVATE_SETTING).where('value', '=', stored).execute();
  }
  return { publicKey, privateKey: stored };
}

/** The VAPID keys: the configured pair, or the stored one, generated and stored on first use. */
export async function loadVapidKeys(db: Executor, config: VapidConfig): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const secret = config.VAPID_KEY_SECRET;
  let stored = await readStored(db, secret);
  if (!stored) {
    const fresh = webpush.generateVAPIDKeys();
    const privateValue = secret ? sealSetting(secret, PRIVATE_SETTING, fresh.privateKey) : fresh.privateKey;
    // Both rows in one transaction, kept when another process stored its pair first (then that pair is read back).
    await db.transaction().execute(async (trx) => {
      for (const [key, value] of [
        [PUBLIC_SETTING, fresh.publicKey],
        [PRIVATE_SETTING, privateValue],
      ] as const) {
        await trx.insertInto('settings').values({ key, value }).onConflict((oc) => oc.column('key').doNothing()).execute();
      }
    });
    stored = await readStored(db, secret);
    if (!stored) throw new Error('the VAPID key pair was not stored');
  }
  return { ...stored, subject };
}

/**
 * For a production start (server.ts), once the database is migrated: a stored private key the
 * configured secret cannot decrypt is a reason to refuse (every push would fail); a plain-text one is
 * encrypted now. Nothing to check when the pair comes from the environment or none is stored yet.
 */
export async function vapidKeyProblems(db: Executor, config: VapidConfig): Promise<ProductionProblem[]> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return [];
  try {
    await readStored(db, config.VAPID_KEY_SECRET);
    return [];
  } catch (err) {
    if (err instanceof VapidKeyError) return [{ variable: 'VAPID_KEY_SECRET', message: err.message }];
    throw err;
  }
}
