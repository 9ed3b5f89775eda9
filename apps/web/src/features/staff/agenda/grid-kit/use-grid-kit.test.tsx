import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useGridKit } from './use-grid-kit';

/** A grid that says whether its kit has come, and asks for it at the first pointer, as the day grid does. */
function Grid() {
  const gridRef = useRef<HTMLDivElement>(null);
  const [kit, load] = useGridKit(gridRef);
  return (
    <div ref={gridRef} data-testid="grid" onPointerEnter={load}>
      {kit ? 'with kit' : 'without kit'}
    </div>
  );
}

describe('useGridKit', () => {
  it('draws the grid anew with its kit only once a pressed pointer is released, so the click is not lost', async () => {
    render(<Grid />);
    const grid = screen.getByTestId('grid');
    fireEvent.pointerEnter(grid);
    fireEvent.pointerDown(grid);
    // The kit's chunk has loaded well before this, and still the grid waits for the release.
    await import('./grid-kit');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(grid.textContent).toBe('without kit');
    fireEvent.pointerUp(grid);
    await waitFor(() => expect(grid.textContent).toBe('with kit'));
  });
});
