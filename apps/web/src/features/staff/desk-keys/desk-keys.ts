/** What a key pressed on the agenda asks for (never while typing in a field). */
export type DeskKeyAction = 'search' | 'today' | 'previous' | 'next' | 'day' | 'week' | 'book' | 'help';

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'> & {
  target: EventTarget | null;
};

/** A field that takes typing: inputs (but buttons, checkboxes), text areas, selects, editable content. */
export function isTypingIn(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable || element.closest('[contenteditable=""], [contenteditable="true"]')) return true;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input')
    return element.getAttribute('role') === 'textbox' || element.getAttribute('role') === 'spinbutton';
  const type = (element as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'range', 'color', 'file'].includes(type);
}

/**
 * The action of a key press: Ctrl/⌘+K searches from anywhere, even in a field; `/`, T, ←/→, D, W, N and ? only
 * outside fields and without Ctrl, ⌘ or Alt. The arrows go the way the page reads: ← is back in English, on in
 * Hebrew and Arabic.
 */
export function deskKeyAction(press: KeyPress, rightToLeft: boolean): DeskKeyAction | null {
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if ((press.ctrlKey || press.metaKey) && !press.altKey && key === 'k') return 'search';
  if (press.ctrlKey || press.metaKey || press.altKey || isTypingIn(press.target)) return null;
  switch (key) {
    case '/':
      return 'search';
    case '?':
      return 'help';
    case 't':
      return 'today';
    case 'd':
      return 'day';
    case 'w':
      return 'week';
    case 'n':
      return 'book';
    case 'ArrowLeft':
      return press.shiftKey ? null : rightToLeft ? 'next' : 'previous';
    case 'ArrowRight':
      return press.shiftKey ? null : rightToLeft ? 'previous' : 'next';
    default:
      return null;
  }
}
