import { describe, expect, it } from 'vitest';
import { siteLink } from './site-link';

describe('siteLink', () => {
  it('keeps paths of this site and web addresses', () => {
    expect(siteLink('/check?id=3')).toBe('/check?id=3');
    expect(siteLink('/files/public/9')).toBe('/files/public/9');
    expect(siteLink('https://www.example.cn/a?b=1')).toBe('https://www.example.cn/a?b=1');
    expect(siteLink('http://www.example.cn')).toBe('http://www.example.cn');
  });

  it('reads backslashes as the browser does: /\\evil.example is another host', () => {
    for (const bad of ['/\\evil.example', '\\\\evil.example', '/\\/evil.example', '\\/evil.example'])
      expect(siteLink(bad), bad).toBeNull();
    // a backslash inside a path is a slash: stored as the browser reads it
    expect(siteLink('/help\\about')).toBe('/help/about');
    expect(siteLink('https://www.example.cn\\@evil.example')).toBe('https://www.example.cn/@evil.example');
  });

  it('refuses other schemes, protocol-relative hosts, whitespace and markup', () => {
    for (const bad of [
      '//evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      '/\tx',
      '/\n/evil.example',
      'https:///evil',
      'evil.example',
      '/a"onmouseover=x',
    ])
      expect(siteLink(bad), JSON.stringify(bad)).toBeNull();
  });

  it('https only where asked', () => {
    expect(siteLink('http://www.example.cn', { httpsOnly: true })).toBeNull();
    expect(siteLink('https://www.example.cn', { httpsOnly: true })).toBe('https://www.example.cn');
  });
});
