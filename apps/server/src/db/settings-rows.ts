import { type Executor } from './database.ts';

/**
 * Writes rows of the `settings` key/value table, replacing the value of a key that exists (an upsert
 * on both engines). Which keys exist and what they hold is the content module's (modules/content/settings.ts).
 */
export async function writeSettingRows(
  db: Executor,
  values: Readonly<Record<string, string | undefined>>,
): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    await db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}
