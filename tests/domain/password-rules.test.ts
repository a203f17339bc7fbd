import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  PIN_REQUIRED,
  checkPassword,
  checkPin,
  passwordHints,
  passwordProblem,
} from '@/domain/password-rules';

describe('password rules (spec §5: required, at least 8 characters, one uppercase and one special character)', () => {
  it('spec §5, §9: messages and minimum are exact', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 8 characters long');
    expect(PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL).toBe('Password must contain at least one uppercase character and one special character');
  });

  it('spec §5: an empty password is required', () => {
    expect(checkPassword('')).toEqual([PASSWORD_REQUIRED]);
  });

  it('spec §5: a password shorter than 8 characters is too short', () => {
    expect(checkPassword('Ab#1234')).toEqual([PASSWORD_TOO_SHORT]);
  });

  it('spec §5: a password needs an uppercase character', () => {
    expect(checkPassword('abcdef#1')).toEqual([PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL]);
  });

  it('spec §5: a password needs a special character', () => {
    expect(checkPassword('Abcdefg1')).toEqual([PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL]);
    expect(checkPassword('Abcd efg1')).toEqual([PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL]); // a space is not special
  });

  it('reports every broken rule', () => {
    expect(checkPassword('abc')).toEqual([PASSWORD_TOO_SHORT, PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL]);
  });

  it('spec §5: accepts 8 characters with an uppercase and a special character, also beyond ASCII', () => {
    expect(checkPassword('Abcdef#1')).toEqual([]);
    expect(checkPassword('Éléphant€')).toEqual([]);
  });

  it('one rule for the SPA and the server: a capital of any cased script; special is punctuation, symbol or emoji', () => {
    expect(passwordProblem('Élodie2024!')).toBeNull(); // É is uppercase
    expect(passwordProblem('Жанна2024!')).toBeNull();
    expect(passwordProblem('ǅemal#2024')).toBeNull(); // a titlecase letter counts as a capital
    expect(passwordProblem('PASSWORD 1a')).toBe(PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL); // a space is not special
    expect(passwordProblem('Cafe\u0301 2024x')).toBe(PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL); // nor a combining accent
    expect(passwordProblem('Password😀1')).toBeNull();
    expect(passwordProblem('كلمةالسر#1')).toBe(PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL); // a script without case has no capital
    expect(passwordProblem('short')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('')).toBe(PASSWORD_REQUIRED);
  });

  it('counts characters, not UTF-16 units, and does not trim', () => {
    expect(checkPassword('A#😀😀😀😀')).toEqual([PASSWORD_TOO_SHORT]); // 6 characters, 10 units
    expect(checkPassword('  Ab#12  ')).toEqual([]); // 9 characters with spaces
  });

  it('live hints show every rule, turning to success once met', () => {
    expect(passwordHints('')).toEqual([
      { text: PASSWORD_TOO_SHORT, condition: true, type: 'message' },
      { text: PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL, condition: true, type: 'message' },
    ]);
    expect(passwordHints('abcdefgh').map((hint) => hint.type)).toEqual(['success', 'message']);
    expect(passwordHints('A#').map((hint) => hint.type)).toEqual(['message', 'success']);
    expect(passwordHints('Abcdef#1').map((hint) => hint.type)).toEqual(['success', 'success']);
  });
});

describe('reset form (spec §5: Pin (Confirmation code) required; password rules)', () => {
  it('spec §5: the confirmation code is required', () => {
    expect(checkPin('')).toBe(PIN_REQUIRED);
    expect(checkPin('   ')).toBe(PIN_REQUIRED);
    expect(checkPin('482913')).toBeNull();
    expect(PIN_REQUIRED).toBe('Please enter the confirmation code');
  });

  it('gives the first message the new password breaks', () => {
    expect(passwordProblem('abc')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('')).toBe(PASSWORD_REQUIRED);
    expect(passwordProblem('Abcdef#1')).toBeNull();
  });
});
