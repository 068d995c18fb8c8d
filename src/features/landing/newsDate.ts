/**
 * News dates without date-fns: "MM/dd/yy" for the header and "MMM dd, yyyy" (Jan 05, 2025)
 * for the archive. The landing page's first chunk must stay small, and date-fns' format with
 * its locale would be most of it. Same results as the domain's formatNewsDate, which a unit
 * test checks.
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The calendar day of a news date: date-only strings as written, timestamps in local time. */
function dayOf(date: string): { y: number; m: number; d: number } | null {
  const text = date.trim();
  const plain = DATE_ONLY.exec(text);
  if (plain) {
    const [y, m, d] = [Number(plain[1]), Number(plain[2]), Number(plain[3])];
    const check = new Date(y, m - 1, d);
    return check.getMonth() === m - 1 && check.getDate() === d ? { y, m, d } : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const when = new Date(text);
  return Number.isNaN(when.getTime()) ? null : { y: when.getFullYear(), m: when.getMonth() + 1, d: when.getDate() };
}

export function formatHeaderDate(date: string): string {
  const day = dayOf(date);
  return day ? `${pad(day.m)}/${pad(day.d)}/${String(day.y).slice(2)}` : '';
}

export function formatArchiveDate(date: string): string {
  const day = dayOf(date);
  return day ? `${MONTHS[day.m - 1]} ${pad(day.d)}, ${day.y}` : '';
}

/** Newest first by calendar day (then by id, for a stable order); unreadable dates last. */
export function newestFirst<T extends { date: string; id: string }>(items: readonly T[]): T[] {
  const key = (x: T) => {
    const day = dayOf(x.date);
    return day ? day.y * 10000 + day.m * 100 + day.d : Number.NEGATIVE_INFINITY;
  };
  return [...items].sort((a, b) => key(b) - key(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
