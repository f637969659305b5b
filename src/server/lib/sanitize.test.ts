import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps the allowed structure', () => {
    const html =
      '<h3>标题</h3><p><strong>粗</strong><em>斜</em><br></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<blockquote>引</blockquote><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(
      '<h3>标题</h3><p><strong>粗</strong><em>斜</em><br /></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
        '<blockquote>引</blockquote><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>',
    );
  });

  it('strips <script> with its code', () => {
    const out = sanitizeRichText('<p>前</p><script>alert(1)</script><p>后</p>');
    expect(out).toBe('<p>前</p><p>后</p>');
    expect(out).not.toContain('alert');
  });

  it('strips event handlers and style attributes', () => {
    const out = sanitizeRichText(
      '<img src="/a.png" onerror="alert(1)" style="position:fixed" alt="图"><p onclick="x()" style="color:red">p</p>',
    );
    expect(out).toBe('<img src="/a.png" alt="图" /><p>p</p>');
  });

  it('drops javascript:, data: and protocol-relative URLs', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).not.toContain('alert');
    expect(sanitizeRichText('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img />');
    expect(sanitizeRichText('<a href="//evil.example/">x</a>')).not.toContain('evil');
  });

  it('strips <iframe>, <object>, <style> and forms entirely', () => {
    const out = sanitizeRichText(
      '<iframe src="https://evil.example">内</iframe><object data="x"></object><style>p{}</style><form><input></form><p>留</p>',
    );
    expect(out).toBe('<p>留</p>');
  });

  it('keeps http(s), mailto and relative links and forces rel', () => {
    expect(sanitizeRichText('<a href="https://a.cn/x" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.cn/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.cn">m</a>')).toContain('href="mailto:a@b.cn"');
    expect(sanitizeRichText('<a href="/help?id=1">h</a>')).toContain('href="/help?id=1"');
    expect(sanitizeRichText('<a href="x" target="_top">t</a>')).not.toContain('_top');
  });

  it('turns h1 into h2 and treats empty input as empty', () => {
    expect(sanitizeRichText('<h1>大</h1>')).toBe('<h2>大</h2>');
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
  });
});
