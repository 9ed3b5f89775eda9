import { describe, expect, it } from 'vitest';
import { deskKeyAction, isTypingIn } from './desk-keys';

const press = (key: string, target: EventTarget | null = document.body, mods: Partial<KeyboardEvent> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target,
  ...mods,
});

const element = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
};

describe('deskKeyAction', () => {
  it('maps the agenda keys outside fields', () => {
    expect(['t', 'T', 'd', 'w', 'n', '?', '/'].map((key) => deskKeyAction(press(key), false))).toEqual([
      'today',
      'today',
      'day',
      'week',
      'book',
      'help',
      'search',
    ]);
  });

  it('opens the search with Ctrl+K or ⌘+K, even while typing', () => {
    const input = element('<input type="text">');
    expect(deskKeyAction(press('k', input, { ctrlKey: true }), false)).toBe('search');
    expect(deskKeyAction(press('K', input, { metaKey: true }), false)).toBe('search');
  });

  it('does nothing while typing in a field, or with Ctrl, ⌘ or Alt', () => {
    for (const html of [
      '<input type="search">',
      '<textarea></textarea>',
      '<select></select>',
      '<div contenteditable="true"></div>',
    ]) {
      expect(deskKeyAction(press('t', element(html)), false), html).toBeNull();
      expect(deskKeyAction(press('/', element(html)), false), html).toBeNull();
    }
    expect(deskKeyAction(press('t', document.body, { ctrlKey: true }), false)).toBeNull();
    expect(deskKeyAction(press('ArrowLeft', document.body, { altKey: true }), false)).toBeNull();
  });

  it('acts on a focused button or checkbox, which takes no typing', () => {
    expect(deskKeyAction(press('n', element('<button>Book</button>')), false)).toBe('book');
    expect(isTypingIn(element('<input type="checkbox">'))).toBe(false);
  });

  it('moves the way the page reads', () => {
    expect(deskKeyAction(press('ArrowLeft'), false)).toBe('previous');
    expect(deskKeyAction(press('ArrowRight'), false)).toBe('next');
    expect(deskKeyAction(press('ArrowLeft'), true)).toBe('next');
    expect(deskKeyAction(press('ArrowRight'), true)).toBe('previous');
  });
});
