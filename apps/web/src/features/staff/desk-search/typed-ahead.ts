/**
 * The keys typed since the search was asked for. `handTo` stops holding and gives the field what was held, if
 * anything; `release` stops holding and drops it (the search went away first).
 */
export type TypedAhead = { handTo: (field: (typed: string) => void) => void; release: () => void };

/**
 * Holds what is typed between Ctrl+K (or /) and the search's field taking the focus: the search's code loads on
 * first use, and keys pressed meanwhile would be lost, land in the field that had the focus, or work the agenda's
 * shortcuts. Letters and digits are kept, Backspace takes one back, Escape gives up the search (`onEscape`).
 */
export function holdTyping(onEscape: () => void): TypedAhead {
  let typed = '';
  let holding = true;
  function onKeyDown(event: KeyboardEvent) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key === 'Escape') {
      release();
      onEscape();
    } else if (event.key === 'Backspace') {
      typed = typed.slice(0, -1);
    } else if ([...event.key].length === 1) {
      typed += event.key;
    } else {
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  function release() {
    if (!holding) return;
    holding = false;
    document.removeEventListener('keydown', onKeyDown, true);
  }
  document.addEventListener('keydown', onKeyDown, true);
  return {
    handTo(field) {
      release();
      const held = typed;
      typed = '';
      if (held) field(held);
    },
    release,
  };
}
