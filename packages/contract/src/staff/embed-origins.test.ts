import { describe, expect, it } from 'vitest';
import { embedOriginOf, embedOriginsOf, isLoopbackOrigin } from './embed-origins';

describe('embedOriginOf', () => {
  it('answers the origin of exact origins, lower-cased and without the default port or a bare slash', () => {
    expect(embedOriginOf('https://Clinic.Example/')).toBe('https://clinic.example');
    expect(embedOriginOf('https://clinic.example:443')).toBe('https://clinic.example');
    expect(embedOriginOf('https://clinic.example:8443')).toBe('https://clinic.example:8443');
    expect(embedOriginOf('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(embedOriginOf('http://localhost:5173')).toBe('http://localhost:5173');
    expect(embedOriginOf('http://[::1]:3000')).toBe('http://[::1]:3000');
    expect(embedOriginOf('https://exämple.com')).toBe('https://xn--exmple-cua.com');
  });

  it('refuses pages, wildcards, other schemes and plain http elsewhere', () => {
    for (const text of [
      'https://clinic.example/a',
      'https://clinic.example//',
      'https://clinic.example?',
      'https://*.clinic.example',
      'http://clinic.example',
      'ws://clinic.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://a.example https://b.example',
      'https://a.example;script-src',
      "https://a.example,'unsafe-inline'",
      'https://a.example:99999',
      '',
    ]) {
      expect(embedOriginOf(text), text).toBeUndefined();
    }
  });

  it('keeps each origin once and tells loopback ones', () => {
    expect(embedOriginsOf(['https://A.example', 'https://a.example/', 'bad'])).toEqual(['https://a.example']);
    expect(isLoopbackOrigin('http://127.0.0.1:9')).toBe(true);
    expect(isLoopbackOrigin('https://clinic.example')).toBe(false);
  });
});
