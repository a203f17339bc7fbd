import { token } from '../token';

/** Where request failures go (the console in the browser: spec §8 "logged to console only"). */
export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
}
export const LOGGER = token<Logger>('Logger');
