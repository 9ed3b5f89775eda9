import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

type ModalDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** alertdialog for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  isDismissable?: boolean;
  /** Room for two columns (the payment panel). */
  wide?: boolean;
};

/** An accessible modal (focus trapped and restored, Escape closes) in the site's look. */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  role = 'dialog',
  isDismissable = true,
  wide = false,
}: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-0 sm:items-center sm:p-4"
    >
      <Modal
        className={`max-h-[92dvh] w-full overflow-y-auto rounded-t-2xl bg-white shadow-xl sm:rounded-2xl ${wide ? 'sm:max-w-4xl' : 'sm:max-w-md'}`}
      >
        <Dialog role={role} className="p-6 outline-none">
          <Heading slot="title" className="text-xl font-bold text-slate-900">
            {title}
          </Heading>
          <div className="mt-4">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
