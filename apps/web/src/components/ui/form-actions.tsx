import { primaryButton, secondaryButton } from './button-styles';

type Props = {
  /** The way back (a step) or out (a dialog). */
  back: { label: string; onClick: () => void; disabled?: boolean };
  /** The form's action: it submits the form unless it has an onClick of its own. */
  action: { label: string; onClick?: () => void; disabled?: boolean };
  /** Steps put the way back at the start and the action at the end; dialogs put both at the end. */
  placement: 'spread' | 'end';
  className?: string;
};

/** A form's closing row of buttons. */
export function FormActions({ back, action, placement, className = 'pt-2' }: Props) {
  return (
    <div
      className={`flex flex-wrap items-center gap-3 ${placement === 'spread' ? 'justify-between' : 'justify-end'} ${className}`}
    >
      <button type="button" onClick={back.onClick} disabled={back.disabled} className={secondaryButton}>
        {back.label}
      </button>
      <button
        type={action.onClick ? 'button' : 'submit'}
        onClick={action.onClick}
        disabled={action.disabled}
        className={primaryButton}
      >
        {action.label}
      </button>
    </div>
  );
}

/** What went wrong with a form, announced as it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
