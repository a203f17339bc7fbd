import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../server/src/security/sanitize-html.js';

describe('sanitizeHtml', () => {
  it('keeps allowlisted tags and drops their attributes', () => {
    expect(sanitizeHtml('<p class="x" style="color:red">Hi <strong onclick="x()">you</strong></p>')).toBe('<p>Hi <strong>you</strong></p>');
  });

  it('drops scripts, styles and iframes with their content', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b<style>p{}</style>c<iframe src=x></iframe>d')).toBe('abcd');
    expect(sanitizeHtml('x<script>never closed')).toBe('x');
  });

  it('keeps the text of unknown tags', () => {
    expect(sanitizeHtml('<div><img src=x onerror=alert(1)>Text</div>')).toBe('Text');
  });

  it('keeps safe links only', () => {
    expect(sanitizeHtml('<a href="/faq">FAQ</a>')).toBe('<a href="/faq">FAQ</a>');
    expect(sanitizeHtml('<a href="https://x.test/?a=1">x</a>')).toBe('<a href="https://x.test/?a=1" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.test">x</a>')).toBe('<a>x</a>');
  });

  it('escapes stray angle brackets and removes comments', () => {
    expect(sanitizeHtml('1 < 2 <!-- <script>x</script> --> ok')).toBe('1 &lt; 2  ok');
  });
});
