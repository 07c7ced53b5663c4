/** Local wall-clock time as "YYYY-MM-DDTHH:mm" (the same-day cut-off compares against it). */
export function localNow(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
