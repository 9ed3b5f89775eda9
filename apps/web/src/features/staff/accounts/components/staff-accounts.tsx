import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import type { TStaffInvitation, TStaffMember } from '@clinic/contract/staff/staff-accounts';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { doctorsQueryOptions } from '../../core/api/get-doctors';
import { membersQueryOptions } from '../api/get-members';
import { InviteDialog, MemberRoleDialog, RemoveMemberDialog, useWithdrawInvitation } from './staff-account-dialogs';
import { intlLocale } from '../../../../lib/intl-locale';
import { useStaffAuth } from '../../core/api/staff-auth';

type Open = { kind: 'invite' } | { kind: 'role' | 'remove'; member: TStaffMember } | null;

/** The clinic's staff (owners only): who logs in and as what, the invitations out, and changes to them. */
export function StaffAccounts() {
  const auth = useStaffAuth();
  const { t, i18n } = useTranslation('team');
  const team = useQuery(membersQueryOptions(auth)).data;
  const doctors = useQuery(doctorsQueryOptions(auth)).data?.doctors ?? [];
  const [open, setOpen] = useState<Open>(null);
  const withdraw = useWithdrawInvitation();
  const doctorNames = doctors.map((d) => ({
    id: d.id,
    name: (i18n.language === 'he' ? d.name.he : undefined) || d.name.en || d.name.he || String(d.id),
  }));
  const doctorName = (id: number | null) => doctorNames.find((d) => d.id === id)?.name ?? String(id);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <section aria-labelledby="staff-accounts-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="staff-accounts-heading" className="text-lg font-semibold text-slate-900">
          {t('heading')}
        </h2>
        <button type="button" className={primaryButton} onClick={() => setOpen({ kind: 'invite' })}>
          {t('invite')}
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
        {team?.members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
            <span>
              <span className="font-semibold text-slate-900">{member.name}</span>{' '}
              {member.you && <span className="text-sm text-slate-600">{t('you')} </span>}
              <span dir="ltr" className="text-sm text-slate-700">
                {member.email}
              </span>
              <span className="block text-sm text-slate-600">
                {t(`roles.${member.role}`)}
                {member.role === 'doctor' && ` · ${t('doctorOf', { name: doctorName(member.doctor_id) })}`}
                {' · '}
                {t(member.second_factor ? 'secondFactor.on' : 'secondFactor.off')}
              </span>
            </span>
            <span className="flex gap-2">
              <button type="button" className={smallButton} onClick={() => setOpen({ kind: 'role', member })}>
                {t('changeRole', { name: member.name })}
              </button>
              <button type="button" className={smallButton} onClick={() => setOpen({ kind: 'remove', member })}>
                {t('remove', { name: member.name })}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {team && team.invitations.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">{t('invitations')}</h3>
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
            {team.invitations.map((invitation: TStaffInvitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
                <span>
                  <span dir="ltr" className="font-semibold text-slate-900">
                    {invitation.email}
                  </span>{' '}
                  <span className="text-sm text-slate-600">
                    {t('invitedAs', { role: t(`roles.${invitation.role}`), date: date(invitation.expires_at) })}
                  </span>
                </span>
                <button
                  type="button"
                  className={smallButton}
                  disabled={withdraw.pending}
                  onClick={() => void withdraw.run(invitation.id)}
                >
                  {t('withdraw', { email: invitation.email })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {withdraw.error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {withdraw.error}
        </p>
      )}
      {open?.kind === 'invite' && <InviteDialog doctors={doctorNames} onClose={() => setOpen(null)} />}
      {open?.kind === 'role' && (
        <MemberRoleDialog member={open.member} doctors={doctorNames} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'remove' && <RemoveMemberDialog member={open.member} onClose={() => setOpen(null)} />}
    </section>
  );
}
