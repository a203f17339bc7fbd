import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The one flag sprite the country dropdown shows (spec §7): its file name on the media path and its text. */
export interface FlagSprite {
  /** `flags.{first 12 hex digits of the SHA-256 of the text}.svg`: a new sprite is a new name. */
  readonly file: string;
  readonly svg: string;
}

/**
 * Reads the sprite beside this module (scripts/generate-flag-sprite.mjs writes it; `npm run
 * build:api` copies it beside the compiled module) and names it by its content, the name the
 * SPA's generated index points at.
 */
export function loadFlagSprite(): FlagSprite {
  const svg = readFileSync(new URL('./flags.svg', import.meta.url), 'utf8');
  return { file: `flags.${createHash('sha256').update(svg).digest('hex').slice(0, 12)}.svg`, svg };
}
