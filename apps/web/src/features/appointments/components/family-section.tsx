import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FamilyMemberDialog } from '../../../components/family-member-dialog';
import { secondaryButton } from '../../../components/ui/button-styles';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { FormActions, FormError } from '../../../components/ui/form-actions';
import { failureMessage } from '../../../lib/errors/failure-text';
import { type TFamilyMember, useFamily, useRemoveFamilyMember } from '../../../lib/family/family-members';

/** "Family members" on My appointments: the people the patient books for, each to edit or remove, and one to add. */
export function FamilySection() {
  const { t } = useTranslation('family');
  const family = useFamily(true);
  const remove = useRemoveFamilyMember();
  const [editing, setEditing] = useState<TFamilyMember | 'new' | null>(null);
  const [removing, setRemoving] = useState<TFamilyMember | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const members = family.data ?? [];

  return (
    <section id="family" aria-labelledby="family-heading" className="mt-10 scroll-mt-24">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="family-heading" className="text-xl font-semibold text-slate-900">
          {t('heading')}
        </h2>
        <button type="button" className={secondaryButton} onClick={() => setEditing('new')}>
          {t('add')}
        </button>
      </div>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      <p role="status" className="mt-2 text-sm font-medium text-emerald-800">
        {status}
      </p>
      {family.isError && (
        <p role="alert" className="mt-2 text-red-800">
          {t('loadFailed')}
        </p>
      )}
      {family.isSuccess && members.length === 0 && <p className="mt-3 text-slate-600">{t('empty')}</p>}
      <ul className="mt-3 grid gap-3">
        {members.map((m) => (
          <li
            key={m.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <div>
              <p className="font-semibold text-slate-800">{m.name}</p>
              <p className="text-sm text-slate-600">
                {t('summary', { relation: t(`relations.${m.relation}`), age: m.age })}
              </p>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                aria-label={t('editNamed', { name: m.name })}
                className="rounded-full px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50"
                onClick={() => setEditing(m)}
              >
                {t('edit')}
              </button>
              <button
                type="button"
                aria-label={t('removeNamed', { name: m.name })}
                className="rounded-full px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
                onClick={() => {
                  remove.reset();
                  setRemoving(m);
                }}
              >
                {t('remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {editing && (
        <FamilyMemberDialog
          member={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(member) => {
            setEditing(null);
            setStatus(t('saved', { name: member.name }));
          }}
        />
      )}
      <ModalDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && !remove.isPending && setRemoving(null)}
        title={t('removeTitle', { name: removing?.name ?? '' })}
        role="alertdialog"
      >
        <p className="text-slate-600">{t('removeBody')}</p>
        <div className="mt-3">
          <FormError message={remove.isError ? failureMessage(remove.error, t('failed')) : null} />
        </div>
        <FormActions
          placement="end"
          back={{ label: t('dialog.cancel'), onClick: () => setRemoving(null), disabled: remove.isPending }}
          action={{
            label: t('removeConfirm'),
            disabled: remove.isPending,
            onClick: () => {
              if (!removing) return;
              const name = removing.name;
              remove.mutate(removing.id, {
                onSuccess: () => {
                  setRemoving(null);
                  setStatus(t('removed', { name }));
                },
              });
            },
          }}
        />
      </ModalDialog>
    </section>
  );
}
