import type { ReactNode } from 'react';
import type { Country } from './phone-countries';

// Small inline flags: no image host, and they render the same on every system (emoji flags do not on Windows).
// Countries without a drawn flag show a globe of the same size.
const FLAGS: Partial<Record<Country['iso'], ReactNode>> = {
  IL: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect y="2" width="30" height="3" fill="#0038b8" />
      <rect y="15" width="30" height="3" fill="#0038b8" />
      <path d="M15 6.2 18.3 12H11.7zM15 13.8 11.7 8h6.6z" fill="none" stroke="#0038b8" strokeWidth="0.9" />
    </>
  ),
  IN: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#ff9933" />
      <rect y="13.33" width="30" height="6.67" fill="#138808" />
      <circle cx="15" cy="10" r="2.4" fill="none" stroke="#000080" strokeWidth="0.7" />
    </>
  ),
  US: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="12" height={(7 * 20) / 13} fill="#3c3b6e" />
    </>
  ),
  GB: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
  AE: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#00732f" />
      <rect y="13.33" width="30" height="6.67" fill="#000" />
      <rect width="8" height="20" fill="#ff0000" />
    </>
  ),
};

const GLOBE = (
  <>
    <rect width="30" height="20" fill="#f1f5f9" />
    <g fill="none" stroke="#64748b" strokeWidth="1">
      <circle cx="15" cy="10" r="7" />
      <ellipse cx="15" cy="10" rx="3" ry="7" />
      <path d="M8 10h14" />
    </g>
  </>
);

export function Flag({ iso, className = 'h-4 w-6' }: { iso: Country['iso']; className?: string }) {
  const body = FLAGS[iso] ?? GLOBE;
  return (
    <svg viewBox="0 0 30 20" className={`${className} shrink-0 rounded-[2px] ring-1 ring-slate-300`} aria-hidden="true">
      {body}
    </svg>
  );
}

/** The dial-code button's look (the select's and its placeholder's while the select loads). */
export const COUNTRY_BUTTON_CLASS =
  'flex h-12 items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-slate-900 outline-none hover:bg-slate-50 focus-visible:ring-3 focus-visible:ring-brand-600 disabled:opacity-60';

/** The chosen country on the button: its flag and dial code. */
export function CountryValue({ country }: { country: Country }) {
  return (
    <>
      <Flag iso={country.iso} />
      <span dir="ltr" className="font-medium tabular-nums">
        +{country.dial}
      </span>
    </>
  );
}

/** The menu's arrow. */
export function Chevron() {
  return (
    <svg viewBox="0 0 20 20" className="size-4 text-slate-500" aria-hidden="true" fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}
