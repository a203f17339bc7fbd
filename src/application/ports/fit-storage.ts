import type { FitPreferences } from '../models/fit';
import { token } from '../token';

/** "Find my size" kept on the device. */
export interface FitStorage {
  load(): FitPreferences;
  save(preferences: FitPreferences): void;
}
export const FIT_STORAGE = token<FitStorage>('FitStorage');
