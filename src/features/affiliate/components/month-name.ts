/** A statement's month (YYYYMM) as the reader's language writes it: 'November 2026'. */
export function monthName(period: number, locale: string): string {
  const date = new Date(Date.UTC(Math.floor(period / 100), (period % 100) - 1, 1));
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
