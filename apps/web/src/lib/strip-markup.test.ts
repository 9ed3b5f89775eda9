import { describe, expect, it } from 'vitest';
import { cutText, stripMarkup } from './strip-markup';

describe('stripMarkup', () => {
  it('keeps the text of simple markup, with spaces between blocks', () => {
    expect(stripMarkup('<p>Family <strong>care</strong></p><p>for all</p>')).toBe('Family care for all');
    expect(stripMarkup('<ul><li>One</li><li>Two</li></ul>')).toBe('One Two');
    expect(stripMarkup(null)).toBe('');
  });
  it('never runs or keeps anything hostile', () => {
    const text = stripMarkup('<img src=x onerror="window.__hacked=1">Hi<script>window.__hacked=1</script>');
    expect(text).toBe('Hi');
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  });
});

describe('cutText', () => {
  it('cuts at 100 characters and adds an ellipsis', () => {
    const long = 'a'.repeat(150);
    expect(cutText(long, 100)).toBe(`${'a'.repeat(100)}...`);
    expect(cutText('short', 100)).toBe('short');
    expect(cutText('b'.repeat(100), 100)).toBe('b'.repeat(100));
  });
});
