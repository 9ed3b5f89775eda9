import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/use-translation';

export type ToastKind = 'success' | 'warning' | 'error';
/** A button in the toast (Undo): it runs once and closes the toast. */
export type ToastAction = { label: string; run: () => void };
type Toast = { id: number; kind: ToastKind; message: string; action?: ToastAction | undefined };

// A tiny module store: any screen can raise a toast without a provider; <Toaster/> in the shell shows them.
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** The specification's toast time. */
const TOAST_MS = 3000;

/** Shows a message for 3 s, or as long as asked (a toast with an action stays long enough to use it). */
export function showToast(kind: ToastKind, message: string, options: { action?: ToastAction; ms?: number } = {}) {
  const id = nextId++;
  // The same text twice in a row replaces the first instead of stacking.
  toasts = [...toasts.filter((t) => t.message !== message), { id, kind, message, action: options.action }].slice(-4);
  emit();
  setTimeout(() => dismissToast(id), options.ms ?? TOAST_MS);
  return id;
}

export const toast = {
  success: (message: string) => showToast('success', message),
  warning: (message: string) => showToast('warning', message),
  error: (message: string) => showToast('error', message),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => toasts;

const styles: Record<ToastKind, string> = {
  success: 'bg-green-700 text-white',
  warning: 'bg-orange-700 text-white',
  error: 'bg-red-700 text-white',
};

const marks: Record<ToastKind, string> = { success: '✓', warning: '!', error: '✕' };

/** Rendered once by the shell. Errors are announced assertively, the rest politely. */
export function Toaster() {
  const list = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex flex-col items-center gap-2 px-4">
      <div role="status" aria-live="polite" className="contents">
        {list
          .filter((t) => t.kind !== 'error')
          .map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="contents">
        {list
          .filter((t) => t.kind === 'error')
          .map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
      </div>
    </div>
  );
}

function ToastItem({ toast: t }: { toast: Toast }) {
  const { t: translate } = useTranslation('common');
  return (
    <div
      data-kind={t.kind}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium shadow-lg ${styles[t.kind]}`}
    >
      <span
        aria-hidden="true"
        className="flex size-5 shrink-0 items-center justify-center rounded-full bg-white/25 text-xs"
      >
        {marks[t.kind]}
      </span>
      <span className="flex-1">{t.message}</span>
      {t.action && (
        <button
          type="button"
          onClick={() => {
            dismissToast(t.id);
            t.action!.run();
          }}
          className="-my-1 rounded-md bg-white/20 px-2 py-1 font-semibold text-white underline-offset-2 hover:bg-white/30"
        >
          {t.action.label}
        </button>
      )}
      <button
        type="button"
        onClick={() => dismissToast(t.id)}
        className="-m-1 rounded p-1 leading-none text-white/80 hover:text-white"
        aria-label={translate('close')}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
