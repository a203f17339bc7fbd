import type { Logger } from '@/application';

/** The Logger port over the browser console (spec §8: request failures are logged to the console only). */
export class ConsoleLogger implements Logger {
  constructor(private readonly console: Pick<Console, 'error' | 'warn' | 'info'> = globalThis.console) {}

  error(message: string, detail?: unknown): void {
    if (detail === undefined) this.console.error(message);
    else this.console.error(message, detail);
  }

  warn(message: string, detail?: unknown): void {
    if (detail === undefined) this.console.warn(message);
    else this.console.warn(message, detail);
  }

  info(message: string, detail?: unknown): void {
    if (detail === undefined) this.console.info(message);
    else this.console.info(message, detail);
  }
}
