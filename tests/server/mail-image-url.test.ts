import { describe, expect, it } from 'vitest';
import { mailImageUrl } from '../../server/src/mail/templates/order-confirmation.js';

describe('mailImageUrl', () => {
  it("gives an imported photograph's JPEG, absolute", () => {
    expect(mailImageUrl('/media/photos/0123456789abcdef01234567/960.webp', 'https://shop.example')).toBe('https://shop.example/media/photos/0123456789abcdef01234567/320.jpg');
  });

  it("gives a drawing's PNG, absolute", () => {
    expect(mailImageUrl('/media/products/coat/camel.svg', 'https://shop.example')).toBe('https://shop.example/media/products/coat/camel.png');
  });
});
