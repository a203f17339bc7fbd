import { describe, expect, it } from 'vitest';
import {
  daysOfLabel,
  formatClockTime,
  formatOpeningTimes,
  localWeekTime,
  minutesOfTime,
  openingStatus,
  openingStatusLabel,
  type OpeningHours,
} from '@/domain/store-hours';

const MALL: OpeningHours[] = [
  { days: 'Mon–Sat', opens: '10:00', closes: '22:00' },
  { days: 'Sun', opens: '11:00', closes: '22:00' },
];
const STREET: OpeningHours[] = [
  { days: 'Mon–Fri', opens: '10:00', closes: '20:00' },
  { days: 'Sat', opens: '10:00', closes: '21:00' },
];
const NIGHT: OpeningHours[] = [{ days: 'Fri-Sun', opens: '20:00', closes: '02:00' }];

// 2026-11-23 is a Monday. Beirut is UTC+2 in winter, New York UTC−5.
const utc = (iso: string) => Date.parse(`${iso}Z`);
const label = (hours: OpeningHours[], zone: string, iso: string) => openingStatusLabel(openingStatus(hours, zone, utc(iso)));

describe('days and times', () => {
  it('reads single days, ranges with an en dash or hyphen, lists, wrapping ranges and "Daily"', () => {
    expect(daysOfLabel('Mon–Fri')).toEqual([0, 1, 2, 3, 4]);
    expect(daysOfLabel('Sat')).toEqual([5]);
    expect(daysOfLabel('Mon, Wed')).toEqual([0, 2]);
    expect(daysOfLabel('Fri-Mon')).toEqual([0, 4, 5, 6]);
    expect(daysOfLabel('Daily')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(daysOfLabel('Holidays')).toEqual([]);
  });

  it('reads HH:MM and refuses malformed times', () => {
    expect(minutesOfTime('09:30')).toBe(570);
    expect(minutesOfTime('24:00')).toBe(1440);
    expect(minutesOfTime('24:30')).toBeNull();
    expect(minutesOfTime('9h')).toBeNull();
  });

  it('writes times as spec §9 does (9:00 AM) and a line of hours', () => {
    expect(formatClockTime('09:00')).toBe('9:00 AM');
    expect(formatClockTime('00:15')).toBe('12:15 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('17:00')).toBe('5:00 PM');
    expect(formatClockTime('late')).toBe('late');
    expect(formatOpeningTimes(STREET[0]!)).toBe('10:00 AM – 8:00 PM');
  });

  it('reads the weekday and time of an instant in a time zone', () => {
    expect(localWeekTime(utc('2026-11-23T23:30:00'), 'Asia/Beirut')).toEqual({ day: 1, minutes: 90 });
    expect(localWeekTime(utc('2026-11-23T03:00:00'), 'America/New_York')).toEqual({ day: 6, minutes: 22 * 60 });
  });
});

describe('opening status in the shop’s time zone', () => {
  it('is open inside the hours and closed outside, with the next opening today, tomorrow or on a weekday', () => {
    expect(label(MALL, 'Asia/Beirut', '2026-11-23T08:00:00')).toBe('Open now'); // Mon 10:00 in Beirut
    expect(label(MALL, 'Asia/Beirut', '2026-11-23T07:59:00')).toBe('Closed — opens at 10:00 AM'); // Mon 09:59
    expect(label(MALL, 'Asia/Beirut', '2026-11-23T20:00:00')).toBe('Closed — opens at 10:00 AM tomorrow'); // Mon 22:00
    expect(label(MALL, 'Asia/Beirut', '2026-11-28T21:00:00')).toBe('Closed — opens at 11:00 AM tomorrow'); // Sat 23:00 → Sun 11:00
  });

  it('the same instant gives different answers in different time zones', () => {
    const instant = '2026-11-23T16:30:00'; // 18:30 in Beirut, 11:30 in New York, 01:30 Tuesday in Tokyo
    expect(label(STREET, 'Asia/Beirut', instant)).toBe('Open now');
    expect(label(STREET, 'America/New_York', instant)).toBe('Open now');
    expect(label(STREET, 'Asia/Tokyo', instant)).toBe('Closed — opens at 10:00 AM');
    expect(label(STREET, 'Pacific/Honolulu', '2026-11-23T19:00:00')).toBe('Closed — opens at 10:00 AM'); // Mon 09:00 in Honolulu
  });

  it('closed days are skipped: a shop closed on Sunday opens on Monday', () => {
    expect(label(STREET, 'Asia/Beirut', '2026-11-28T19:30:00')).toBe('Closed — opens at 10:00 AM on Monday'); // Sat 21:30
    expect(label(STREET, 'Asia/Beirut', '2026-11-29T10:00:00')).toBe('Closed — opens at 10:00 AM tomorrow'); // Sun 12:00
  });

  it('overnight hours run past midnight, also from Sunday into Monday', () => {
    expect(label(NIGHT, 'UTC', '2026-11-27T23:00:00')).toBe('Open now'); // Fri 23:00
    expect(label(NIGHT, 'UTC', '2026-11-28T01:30:00')).toBe('Open now'); // Sat 01:30, from Friday night
    expect(label(NIGHT, 'UTC', '2026-11-30T01:59:00')).toBe('Open now'); // Mon 01:59, from Sunday night
    expect(label(NIGHT, 'UTC', '2026-11-30T02:00:00')).toBe('Closed — opens at 8:00 PM on Friday'); // Mon 02:00
    expect(label(NIGHT, 'UTC', '2026-11-27T19:00:00')).toBe('Closed — opens at 8:00 PM'); // Fri 19:00
  });

  it('a shop without hours is closed and never opens', () => {
    expect(openingStatus([], 'Asia/Beirut', utc('2026-11-23T10:00:00'))).toEqual({ open: false, next: null });
    expect(label([], 'Asia/Beirut', '2026-11-23T10:00:00')).toBe('Closed');
  });
});
