import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RichText, hasMarkup } from './rich-text';

describe('RichText', () => {
  it('shows plain text as it is, without the sanitiser', () => {
    render(<RichText html="Families since 2009" className="lead" />);
    expect(screen.getByText('Families since 2009').tagName).toBe('P');
    expect(hasMarkup('Families since 2009')).toBe(false);
    // An entity is markup too: written as it is, "&amp;" would show its code.
    expect(hasMarkup('Smith &amp; sons')).toBe(true);
  });

  it('sanitises text with markup: formatting stays, scripts go', async () => {
    const { container } = render(
      <RichText html={'<p>Our <strong>main</strong> branch</p><img src=x onerror="alert(1)">'} />,
    );
    expect(await screen.findByText('main')).toHaveProperty('tagName', 'STRONG');
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('shows nothing for no text', () => {
    const { container } = render(<RichText html={null} />);
    expect(container.innerHTML).toBe('');
  });
});
