/**
 * Reading a Postgres row's loose values (sync/mappers.ts, sync/accountMappers.ts): a value of
 * the wrong type reads as missing, never as a wrong value.
 */
export type RemoteRow = Record<string, unknown>;

export const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
export const text = (value: unknown, fallback = ''): string => str(value) ?? fallback;
export const num = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};
export const nonEmpty = (value: unknown): string | null => {
  const s = str(value);
  return s !== null && s !== '' ? s : null;
};
export const optionalUpdatedAt = (row: RemoteRow): { updated_at?: string } => {
  const at = str(row.updated_at);
  return at ? { updated_at: at } : {};
};
