import { describe, expect, it } from 'vitest';
import { stripMarkup as stripInBrowser } from './plain-text';
import { stripMarkup as stripOnServer } from './plain-text.server';
import { sanitizeHtml as sanitizeInBrowser } from './sanitize';
import { sanitizeHtml as sanitizeOnServer } from './sanitize.server';

// The server draws a page's first screen with these (entry-server.tsx); the browser's render then replaces it
// with its own. Both must keep staff's HTML safe, and should look alike.
const FORMATTED = [
  '<p>Our <b>family</b> doctors, <i>every</i> weekday.</p>',
  '<ul><li>Vaccines</li><li>Check-ups &amp; advice</li></ul>',
  '<h2>Hours</h2><p>Sunday to Thursday<br>08:00–18:00</p>',
  '<p dir="rtl">רפואת <strong>משפחה</strong></p>',
  '<p>See <a href="https://example.org/x">our page</a>.</p>',
];

describe("the server's sanitizer", () => {
  it('keeps formatting as the browser does', () => {
    // It writes void elements as <br />, which reads as the browser's <br>.
    for (const html of FORMATTED) expect(sanitizeOnServer(html).replaceAll(' />', '>')).toBe(sanitizeInBrowser(html));
  });

  it('removes scripts, handlers, javascript: links, styles, forms and frames', () => {
    const hostile =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">x</a><form action="/x"><input name="card"></form>' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><svg onload="x()"></svg>';
    const clean = sanitizeOnServer(hostile);
    for (const banned of ['onclick', 'style', 'script', 'javascript:', '<form', '<input', '<iframe', '<svg'])
      expect(clean).not.toContain(banned);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('opens links in a new tab without access to the site', () => {
    expect(sanitizeOnServer('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe("the server's plain text", () => {
  it('reads as the browser reads it: entities decoded, blocks spaced, scripts and styles dropped', () => {
    const samples = [
      ...FORMATTED,
      '<p>a</p><p>b</p><script>alert(1)</script><style>p{}</style>',
      '  <div>Tom &amp; Jerry &lt;3</div> ',
      '',
    ];
    for (const html of samples) expect(stripOnServer(html)).toBe(stripInBrowser(html));
    expect(stripOnServer('<p>Tom &amp; Jerry</p><p>b</p>')).toBe('Tom & Jerry b');
  });
});
