// Opening hours of the shops on the store locator: whether a shop is open at a given instant,
// computed in the shop's own time zone, and when it opens next. The instant is passed in.

/** One line of a shop's opening hours as the API sends it: days "Mon–Fri", times "10:00". */
export interface OpeningHours {
  readonly days: string;
  readonly opens: string;
  readonly closes: string;
}

/** Label shown while a shop is open. */
export const OPEN_NOW_LABEL = 'Open now';

/** Where a shop stands at an instant: open, or closed with its next opening (null: never opens). */
export type OpeningStatus =
  | { readonly open: true }
  | { readonly open: false; readonly next: { readonly time: string; readonly inDays: number; readonly weekday: string } | null };

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const DAY = 24 * 60;
const WEEK = 7 * DAY;

/** Minutes after midnight of "HH:MM", or null when malformed. */
export function minutesOfTime(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 24 && minutes < 60 && hours * 60 + minutes <= DAY ? hours * 60 + minutes : null;
}

const dayIndex = (name: string): number => WEEKDAYS.findIndex((day) => day.toLowerCase() === name.trim().slice(0, 3).toLowerCase());

/**
 * The weekdays (0 = Monday … 6 = Sunday) of a days label: "Mon–Fri" (en dash or hyphen, wrapping
 * past Sunday as in "Fri–Mon"), "Sat", "Mon, Wed", "Daily". Unknown names are ignored.
 */
export function daysOfLabel(label: string): number[] {
  const text = label.trim().toLowerCase();
  if (text === 'daily' || text === 'every day' || text === 'mon–sun' || text === 'mon-sun') return [0, 1, 2, 3, 4, 5, 6];
  const days = new Set<number>();
  for (const part of label.split(',')) {
    const [from, to] = part.split(/[–—-]/).map(dayIndex);
    if (from === undefined || from < 0) continue;
    if (to === undefined) {
      days.add(from);
      continue;
    }
    if (to < 0) continue;
    for (let day = from; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === to) break;
    }
  }
  return [...days].sort((a, b) => a - b);
}

/** The weekday (0 = Monday) and minutes after midnight of an instant in a time zone. */
export function localWeekTime(instant: number, timeZone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
    new Date(instant),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: dayIndex(part('weekday')), minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
}

/** The week's opening intervals in minutes from Monday 00:00; a closing at or before the opening ends the next day. */
function weekIntervals(hours: readonly OpeningHours[]): { start: number; end: number; opens: string }[] {
  const intervals: { start: number; end: number; opens: string }[] = [];
  for (const line of hours) {
    const opens = minutesOfTime(line.opens);
    const closes = minutesOfTime(line.closes);
    if (opens === null || closes === null) continue;
    const length = closes > opens ? closes - opens : closes + DAY - opens;
    for (const day of daysOfLabel(line.days)) intervals.push({ start: day * DAY + opens, end: day * DAY + opens + length, opens: line.opens });
  }
  return intervals;
}

/** Whether a shop is open at `instant` (ms since the epoch) in its time zone, and when it opens next. */
export function openingStatus(hours: readonly OpeningHours[], timeZone: string, instant: number): OpeningStatus {
  const now = localWeekTime(instant, timeZone);
  const minute = now.day * DAY + now.minutes;
  const intervals = weekIntervals(hours);
  // An interval of Sunday night runs into Monday morning of the next week: look one week back too.
  if (intervals.some(({ start, end }) => (minute >= start && minute < end) || (minute + WEEK >= start && minute + WEEK < end))) return { open: true };
  let next: { start: number; opens: string } | null = null;
  for (const interval of intervals) {
    const start = interval.start > minute ? interval.start : interval.start + WEEK;
    if (next === null || start < next.start) next = { start, opens: interval.opens };
  }
  if (next === null) return { open: false, next: null };
  const day = Math.floor(next.start / DAY) % 7;
  const inDays = Math.floor(next.start / DAY) - now.day;
  return { open: false, next: { time: next.opens, inDays, weekday: WEEKDAY_NAMES[day] ?? '' } };
}

/** "9:00 AM" for "09:00" (en-US, as spec §9 writes hours); the input when malformed. */
export function formatClockTime(time: string): string {
  const minutes = minutesOfTime(time);
  if (minutes === null) return time;
  const hours24 = Math.floor(minutes / 60) % 24;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

/** "Open now", "Closed — opens at 10:00 AM", "… tomorrow", "… on Monday" (or "Closed" with no hours ahead). */
export function openingStatusLabel(status: OpeningStatus): string {
  if (status.open) return OPEN_NOW_LABEL;
  if (status.next === null) return 'Closed';
  const at = `Closed — opens at ${formatClockTime(status.next.time)}`;
  if (status.next.inDays === 0) return at;
  if (status.next.inDays === 1) return `${at} tomorrow`;
  return `${at} on ${status.next.weekday}`;
}

/** One line of hours as shown: "10:00 AM – 8:00 PM". */
export function formatOpeningTimes(line: OpeningHours): string {
  return `${formatClockTime(line.opens)} – ${formatClockTime(line.closes)}`;
}
