import type { Viewport } from '@/application';

/** The viewport's width from the browser window. */
export class WindowViewport implements Viewport {
  constructor(private readonly window: Pick<Window, 'innerWidth'> = globalThis.window) {}

  width(): number {
    return this.window.innerWidth;
  }
}
