import { Suspense } from 'react';
import type { PickerState } from './use-book-now';
import { lazyPart } from '../../../lib/lazy-part';

// The dialog's code (react-aria's modal) loads when a patient first needs to pick a branch, not with the page.
const BranchPickerDialog = lazyPart(async () => ({
  default: (await import('./branch-picker-dialog')).BranchPickerDialog,
}));

type Props = { state: PickerState; onClose: () => void; onChoose: (branchId: string) => void };

/** The branch picker of Book Now, present only while it is open. */
export function BranchPicker({ state, onClose, onChoose }: Props) {
  if (state === null) return null;
  return (
    <Suspense fallback={null}>
      <BranchPickerDialog state={state} onClose={onClose} onChoose={onChoose} />
    </Suspense>
  );
}
