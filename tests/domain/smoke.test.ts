import { expect, test } from 'vitest';
test('placeholder replaced by the domain suite', () => { expect(1 + 1).toBe(2); });
