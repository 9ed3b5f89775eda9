import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { clinicsQueryOptions } from '../../../lib/catalog/get-clinics';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { type BookNowDecision, type BookNowInput, needsClinicList, resolveBookNow } from '../book-now';
import type { Treatment } from '../../../lib/catalog/treatment';

export type PickerState = { treatment: Treatment; decision: Exclude<BookNowDecision, { kind: 'book' }> } | null;

/** Book Now: decides the branch by the rules of `resolveBookNow`, then books or opens the picker. */
export function useBookNow(mode: BookNowInput['mode'], branchParam: string | null) {
  const { key, target } = useTenant();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [picker, setPicker] = useState<PickerState>(null);

  const book = async (treatment: Treatment) => {
    const input: BookNowInput = { mode, branchParam, treatmentBranches: treatment.branch };
    let clinics = null;
    if (needsClinicList(input)) {
      setPendingId(treatment.id);
      clinics = await queryClient.fetchQuery(clinicsQueryOptions(key, target)).catch(() => null);
      setPendingId(null);
    }
    const decision = resolveBookNow(input, clinics);
    if (decision.kind === 'book') navigate(paths.book(key, treatment.id, decision.branchId));
    else setPicker({ treatment, decision });
  };

  const chooseBranch = (branchId: string) => {
    if (!picker) return;
    const id = picker.treatment.id;
    setPicker(null);
    navigate(paths.book(key, id, branchId));
  };

  return { book, pendingId, picker, closePicker: () => setPicker(null), chooseBranch };
}
