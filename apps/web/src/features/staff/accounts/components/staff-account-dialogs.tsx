import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { STAFF_ROLES, type TStaffRole } from '@clinic/contract/staff/staff';
import type { TStaffMember } from '@clinic/contract/staff/staff-accounts';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { showToast } from '../../../../components/ui/toast';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useInviteMember } from '../api/invite-member';
import { useRemoveMember } from '../api/remove-member';
import { useWithdrawInvitationCall } from '../api/withdraw-invitation';
import { useUpdateMember } from '../api/update-member';
import { FormError } from '../../core/components/form-error';
import { Refusable } from '../../core/components/field-refusal';
import { SettingsDialog } from '../../core/components/settings-dialog';
import { intlLocale } from '../../../../lib/intl-locale';
import { TextField } from '../../../../components/ui/form-fields';
import { SelectField } from '../../../../components/ui/select-field';

type Named = { id: number; name: string };

/** A role, and for a doctor account the doctor it belongs to. */
function RoleFields({
  id,
  role,
  doctorId,
  doctors,
  onChange,
}: {
  id: string;
  role: TStaffRole;
  doctorId: number | null;
  doctors: Named[];
  onChange: (role: TStaffRole, doctorId: number | null) => void;
}) {
  const { t } = useTranslation('team');
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <div className="mt-4">
        <Refusable name="role" id={`${id}-role`}>
          {(aria) => (
            <SelectField
              {...aria}
              id={`${id}-role`}
              label={t('fields.role')}
              value={role}
              onChange={(value) => onChange(value as TStaffRole, doctorId)}
              options={STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
            />
          )}
        </Refusable>
      </div>
      {role === 'doctor' && (
        <div className="mt-4">
          <Refusable name="doctor_id" id={`${id}-doctor`}>
            {(aria) => (
              <SelectField
                {...aria}
                id={`${id}-doctor`}
                label={t('fields.doctor')}
                value={doctorId ?? ''}
                onChange={(value) => onChange(role, value ? Number(value) : null)}
                first={<option value="">{t('fields.chooseDoctor')}</option>}
                options={doctors.map((doctor) => ({ value: doctor.id, label: doctor.name }))}
              />
            )}
          </Refusable>
        </div>
      )}
    </div>
  );
}

/** Invites a new member by email with a role; then shows the single-use link for the owner to send. */
export function InviteDialog({ doctors, onClose }: { doctors: Named[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('team');
  const inviteMember = useInviteMember();
  const action = useChangeFeedback(inviteMember);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TStaffRole>('reception');
  const [doctorId, setDoctorId] = useState<number | null>(null);
  const [made, setMade] = useState<{ email: string; link: string; expires_at: string }>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await action.run(
      inviteMember,
      {
        body: { email: email.trim(), role, ...(role === 'doctor' ? { doctor_id: doctorId } : {}) },
      },
      t('invited'),
    );
    if (answer) setMade({ email: email.trim(), link: answer.link, expires_at: answer.expires_at });
  }

  if (made) {
    const until = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }).format(
      new Date(made.expires_at),
    );
    return (
      <ModalDialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={t('link.title')}>
        <p className="text-slate-800">{t('link.intro', { email: made.email, date: until })}</p>
        <TextField id="invitation-link" className="mt-4" label={t('link.label')} readOnly dir="ltr" value={made.link} />
        <div className="mt-5 flex gap-2">
          <button
            type="button"
            className={primaryButton}
            onClick={() =>
              void navigator.clipboard?.writeText(made.link).then(
                () => showToast('success', t('link.copied')),
                () => undefined,
              )
            }
          >
            {t('link.copy')}
          </button>
          <button type="button" className={smallButton} onClick={onClose}>
            {t('link.done')}
          </button>
        </div>
      </ModalDialog>
    );
  }

  return (
    <SettingsDialog
      title={t('invite')}
      onSubmit={submit}
      onClose={onClose}
      pending={action.pending}
      refusal={action.refusal}
    >
      <Refusable name="email" id="invite-email">
        {(aria) => (
          <TextField
            {...aria}
            id="invite-email"
            className="mt-4"
            label={t('fields.email')}
            type="email"
            dir="ltr"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Refusable>
      <RoleFields
        id="invite"
        role={role}
        doctorId={doctorId}
        doctors={doctors}
        onChange={(nextRole, nextDoctor) => {
          setRole(nextRole);
          setDoctorId(nextDoctor);
        }}
      />
    </SettingsDialog>
  );
}

/** Changes a member's role and doctor; the server keeps the clinic's last owner an owner. */
export function MemberRoleDialog({
  member,
  doctors,
  onClose,
}: {
  member: TStaffMember;
  doctors: Named[];
  onClose: () => void;
}) {
  const { t } = useTranslation('team');
  const updateMember = useUpdateMember();
  const action = useChangeFeedback(updateMember);
  const [role, setRole] = useState(member.role);
  const [doctorId, setDoctorId] = useState(member.doctor_id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { role, doctor_id: role === 'doctor' ? doctorId : null };
    const done = await action.run(updateMember, { params: { id: member.id }, body }, t('roleSaved'));
    if (done) onClose();
  }

  return (
    <SettingsDialog
      title={t('changeRole', { name: member.name })}
      onSubmit={submit}
      onClose={onClose}
      pending={action.pending}
      refusal={action.refusal}
    >
      <RoleFields
        id="member"
        role={role}
        doctorId={doctorId}
        doctors={doctors}
        onChange={(nextRole, nextDoctor) => {
          setRole(nextRole);
          setDoctorId(nextDoctor);
        }}
      />
    </SettingsDialog>
  );
}

/** Asks before removing a member, whose sessions end at once. */
export function RemoveMemberDialog({ member, onClose }: { member: TStaffMember; onClose: () => void }) {
  const { t } = useTranslation('team');
  const { t: tSetup } = useTranslation('setup');
  const removeMember = useRemoveMember();
  const action = useChangeFeedback(removeMember);
  async function remove() {
    const done = await action.run(removeMember, { params: { id: member.id } }, t('removed'));
    if (done) onClose();
  }
  return (
    <ModalDialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={t('removeTitle', { name: member.name })}>
      <p className="text-slate-800">{t('removeIntro', { name: member.name })}</p>
      <FormError message={action.error} />
      <div className="mt-5 flex gap-2">
        <button type="button" className={primaryButton} disabled={action.pending} onClick={() => void remove()}>
          {t('removeConfirm')}
        </button>
        <button type="button" className={smallButton} onClick={onClose}>
          {tSetup('cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}

/** Withdraws an invitation not yet used. */
export function useWithdrawInvitation() {
  const { t } = useTranslation('team');
  const withdrawInvitation = useWithdrawInvitationCall();
  const action = useChangeFeedback(withdrawInvitation);
  return {
    pending: action.pending,
    error: action.error,
    run: (id: number) => action.run(withdrawInvitation, { params: { id } }, t('withdrawn')),
  };
}
