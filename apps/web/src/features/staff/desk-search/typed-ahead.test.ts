import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TypedAhead, holdTyping } from './typed-ahead';

const press = (key: string, mods: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...mods });
  document.body.dispatchEvent(event);
  return event;
};

let held: TypedAhead | undefined;
afterEach(() => held?.release());

const handed = (hold: TypedAhead) => {
  let typed = '';
  hold.handTo((text) => (typed = text));
  return typed;
};

describe('holdTyping', () => {
  it('keeps letters and digits until taken, Backspace takes one back, and no one else sees them', () => {
    const agenda = vi.fn();
    document.addEventListener('keydown', agenda);
    held = holdTyping(() => {});
    for (const key of ['0', '5', 'x', 'Backspace', '0', 'w']) expect(press(key).defaultPrevented).toBe(true);
    expect(agenda).not.toHaveBeenCalled();
    expect(handed(held)).toBe('050w');
    // Taken once: keys then go where they always went.
    expect(press('d').defaultPrevented).toBe(false);
    expect(agenda).toHaveBeenCalledTimes(1);
    expect(handed(held)).toBe('');
    document.removeEventListener('keydown', agenda);
  });

  it('lets shortcuts and other keys pass, and Escape gives the search up', () => {
    const escape = vi.fn();
    held = holdTyping(escape);
    expect(press('k', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press('Tab').defaultPrevented).toBe(false);
    expect(press('Escape').defaultPrevented).toBe(true);
    expect(escape).toHaveBeenCalledTimes(1);
    expect(press('1').defaultPrevented).toBe(false);
    expect(handed(held)).toBe('');
  });
});
