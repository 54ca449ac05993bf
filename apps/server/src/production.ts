import { KNOWN_DEFAULT_PASSWORDS, type ProductionProblem } from './config.ts';
import { type Executor } from './db/database.ts';
import { verifyPassword } from './lib/crypto.ts';

/**
 * The active operators whose password is one of KNOWN_DEFAULT_PASSWORDS (the demo operator's
 * `admin12345` above all), found by checking each stored scrypt hash against each known default.
 * The server runs it with NODE_ENV=production once the database is migrated and before it seeds or
 * listens, and refuses to start while any is found (server.ts). A disabled account cannot log in and
 * is not checked. Cost: one scrypt (about 50 ms) per active operator and known default, in parallel.
 */
export async function defaultPasswordProblems(db: Executor): Promise<ProductionProblem[]> {
  const operators = await db
    .selectFrom('admins')
    .select(['username', 'password_hash'])
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  const found = await Promise.all(
    operators.map(async (op) => {
      const matches = await Promise.all(KNOWN_DEFAULT_PASSWORDS.map((p) => verifyPassword(p, op.password_hash)));
      return matches.some(Boolean) ? op.username : null;
    }),
  );
  return found
    .filter((username): username is string => username !== null)
    .map((username) => ({
      variable: `operator ${username}`,
      message: `the operator ${username} has a known default password; change it in the console (/admin) or disable that account, from a start without NODE_ENV=production on HOST=127.0.0.1`,
    }));
}
