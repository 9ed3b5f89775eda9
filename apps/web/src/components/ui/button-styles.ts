// The site's button looks, in one place (buttons and links styled as buttons use them alike).
export const primaryButton =
  'rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
export const secondaryButton =
  'rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60';
/** A small outlined button beside a field or in a row of actions (the staff workspace's lists and dialogs). */
export const smallButton =
  'rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60';
/** Actions that cancel or count against a patient (cancel a visit, a no-show): red, kept apart from the rest. */
export const smallDangerButton =
  'rounded-full border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60';
export const dangerButton =
  'rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60';
