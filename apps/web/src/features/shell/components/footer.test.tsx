import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { common } from '../../../locales/en/common';
import { shell } from '../../../locales/en/shell';
import { renderWithTemplate } from '../../../test/render-with-template';
import { Footer } from './footer';

afterEach(() => vi.unstubAllGlobals());

describe("the footer's emergency number", () => {
  it('says and dials the number the clinic set', async () => {
    renderWithTemplate({ emergency_number: '112' }, { common, shell }, <Footer />);
    const call = await screen.findByRole('link', { name: 'Call 112' });
    expect(call.getAttribute('href')).toBe('tel:112');
    expect(screen.getByText(/In a medical emergency call 112 immediately/)).toBeTruthy();
  });

  it("is the clinic's country's (Israel: 101) when the server does not say", async () => {
    renderWithTemplate({}, { common, shell }, <Footer />);
    expect((await screen.findByRole('link', { name: 'Call 101' })).getAttribute('href')).toBe('tel:101');
  });
});
