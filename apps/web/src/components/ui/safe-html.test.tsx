import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from '../../lib/markup/sanitize';

const HOSTILE =
  '<p onclick="alert(1)">Hello <strong>there</strong></p>' +
  '<img src=x onerror=alert(1)>' +
  '<script>alert(1)</script>' +
  '<a href="javascript:alert(1)">click</a>' +
  '<a href="https://example.org">site</a>' +
  '<iframe src="https://evil.example"></iframe>' +
  '<svg><script>alert(1)</script></svg>' +
  '<form action="https://evil.example"><input name="card"></form>' +
  '<div style="position:fixed;inset:0">cover</div>';

describe('SafeHtml', () => {
  it('keeps formatting and removes scripts, event handlers, javascript: URLs, frames and forms', () => {
    const { container } = render(<SafeHtml html={HOSTILE} />);
    const html = container.innerHTML;
    expect(container.querySelector('strong')?.textContent).toBe('there');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe, form, input, svg')).toBeNull();
    expect(html).not.toMatch(/onerror|onclick|javascript:|style=/i);
    for (const el of container.querySelectorAll('*'))
      for (const attr of el.attributes) expect(attr.name.startsWith('on')).toBe(false);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, 'https://example.org']);
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders nothing for empty content', () => {
    expect(render(<SafeHtml html={null} />).container.innerHTML).toBe('');
    expect(sanitizeHtml('<script>alert(1)</script>')).toBe('');
  });
});
