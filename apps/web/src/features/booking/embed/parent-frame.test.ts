import { describe, expect, it } from 'vitest';
import { listedOrigins, parentOrigin } from './parent-frame';

const LISTED = ['https://clinic.example', 'http://127.0.0.1:8080'];
const framed = { framed: true, ancestorOrigins: undefined, search: '', referrer: '' };

describe('parentOrigin', () => {
  it("takes the browser's ancestor origin when the clinic lists it, and nothing else when it does not", () => {
    expect(parentOrigin(LISTED, { ...framed, ancestorOrigins: ['https://clinic.example'] })).toBe(
      'https://clinic.example',
    );
    const other = { ...framed, ancestorOrigins: ['https://evil.example'], search: '?origin=https://clinic.example' };
    expect(parentOrigin(LISTED, other)).toBeNull();
  });

  it('falls back to the origin embed.js passed, then to the referrer, each checked against the list', () => {
    expect(parentOrigin(LISTED, { ...framed, search: '?origin=http%3A%2F%2F127.0.0.1%3A8080' })).toBe(
      'http://127.0.0.1:8080',
    );
    expect(parentOrigin(LISTED, { ...framed, referrer: 'https://clinic.example/booking?x=1' })).toBe(
      'https://clinic.example',
    );
    expect(parentOrigin(LISTED, { ...framed, search: '?origin=https://evil.example' })).toBeNull();
    expect(parentOrigin(LISTED, { ...framed, search: '?origin=*' })).toBeNull();
  });

  it('sends nowhere outside a frame or when the clinic lists no origin', () => {
    const referred = { ...framed, referrer: 'https://clinic.example/' };
    expect(parentOrigin(LISTED, { ...referred, framed: false })).toBeNull();
    expect(parentOrigin([], referred)).toBeNull();
  });
});

describe('listedOrigins', () => {
  it("reads the server's list, and an empty one from a page without it", () => {
    document.head.innerHTML = '<script id="embed-origins" type="application/json">["https://clinic.example"]</script>';
    expect(listedOrigins()).toEqual(['https://clinic.example']);
    document.head.innerHTML = '';
    expect(listedOrigins()).toEqual([]);
  });
});
