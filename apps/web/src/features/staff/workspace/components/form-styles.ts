// The staff workspace's form looks, in one place.
export const labelClass = 'mt-4 block text-sm font-medium text-slate-700';
export const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200';
