import { token } from '../token';

/** The viewport's width, for the rules that depend on it (cart drawer above 768 px). */
export interface Viewport {
  width(): number;
}
export const VIEWPORT = token<Viewport>('Viewport');
