import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { Avatar } from '../../../components/ui/avatar';
import { ChevronIcon, CloseIcon, PinIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { cutText, stripMarkup } from '../../../lib/strip-markup';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { FirstAvailable } from './first-available';
import type { PickerState } from './use-book-now';
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles';

type Props = { state: PickerState; onClose: () => void; onChoose: (branchId: string) => void };

/** Several branches: choose one. None: say so, with Close and Contact Us. */
export function BranchPickerDialog({ state, onClose, onChoose }: Props) {
  const { t } = useTranslation('treatments');
  const { key } = useTenant();
  return (
    <ModalOverlay
      isOpen={state !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-0 backdrop-blur-sm sm:items-center sm:p-4"
    >
      <Modal className="max-h-[90dvh] w-full overflow-y-auto rounded-t-3xl bg-white shadow-2xl outline-none sm:max-w-lg sm:rounded-3xl">
        <Dialog className="relative p-6 outline-none sm:p-7">
          {state?.decision.kind === 'pick' && (
            <>
              <Heading slot="title" className="pe-10 text-xl font-bold text-slate-900">
                {t('picker.title')}
              </Heading>
              <p className="mt-2 text-sm text-slate-600">{t('picker.description', { name: state.treatment.name })}</p>
              <ul className="mt-5 space-y-3">
                {state.decision.branches.map((branch) => (
                  <li key={branch.id}>
                    <button
                      type="button"
                      onClick={() => onChoose(branch.id)}
                      className="flex w-full items-start gap-4 rounded-2xl border border-slate-200 p-4 text-start transition hover:border-brand-500 hover:bg-brand-50"
                    >
                      {branch.image ? (
                        <img src={branch.image} alt="" className="size-16 shrink-0 rounded-xl object-cover" />
                      ) : (
                        <Avatar name={branch.name} color="#0f766e" size="md" className="rounded-xl" />
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold text-slate-900">{branch.name}</span>
                        {branch.address && (
                          <span className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                            <PinIcon className="size-4 shrink-0" />
                            {branch.address}
                          </span>
                        )}
                        {branch.description && (
                          <span className="mt-1 block text-sm text-slate-500">
                            {cutText(stripMarkup(branch.description), 100)}
                          </span>
                        )}
                      </span>
                      <ChevronIcon className="mt-5 size-5 shrink-0 text-slate-400" />
                    </button>
                    <FirstAvailable treatmentId={state.treatment.id} branchId={branch.id} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {state?.decision.kind === 'no-branches' && (
            <>
              <Heading slot="title" className="pe-10 text-xl font-bold text-slate-900">
                {t('picker.noBranchesTitle')}
              </Heading>
              <p className="mt-3 text-slate-600">{t('picker.noBranches')}</p>
              <div className="mt-6 flex flex-wrap justify-end gap-3">
                <button type="button" onClick={onClose} className={secondaryButton}>
                  {t('picker.close')}
                </button>
                <Link to={paths.contact(key)} className={primaryButton}>
                  {t('picker.contactUs')}
                </Link>
              </div>
            </>
          )}
          {state?.decision.kind === 'pick' && (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('picker.close')}
              className="absolute end-4 top-4 rounded-full p-2 text-slate-500 hover:bg-slate-100"
            >
              <CloseIcon className="size-5" />
            </button>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
