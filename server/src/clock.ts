/** Where the server reads the time, so tests can move it (reset pins, token expiry). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
