/**
 * What a console screen receives: the parameters of its path (`players/:mobile` → `{ mobile }`). Its own
 * file so that a screen can name it without importing routes.ts, which loads the screens (ADR 026).
 */
export type ConsoleScreenProps = { params: Readonly<Record<string, string>> };
