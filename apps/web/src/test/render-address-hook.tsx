import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

/**
 * Renders a hook that keeps a screen's state in the address, at `address`: its answer `[value, go]` as
 * `{ value, go }`, beside the address's search part as it is after each step.
 */
export function renderAddressHook<Value, Go>(address: string, hook: () => [Value, Go]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [value, go] = hook();
      return { value, go, search: useLocation().search };
    },
    { wrapper },
  );
}
