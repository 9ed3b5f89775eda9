import { Suspense, lazy, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import type { TAgendaBlock } from '@clinic/contract/staff/staff-agenda';
import { LanguageMenu } from '../../../../components/language-menu';
import { Spinner } from '../../../../components/ui/spinner';
import { StateMessage } from '../../../../components/ui/state-message';
import { workspaceQueryOptions } from '../../core/api/get-workspace';
import { useStaffAuth } from '../../core/api/staff-auth';
import { useStaffLogout } from '../../sign-in/api/log-out';
import { useAgendaEvents } from '../../agenda/api/use-agenda-events';
import { useAgendaAddress } from '../../agenda/use-agenda-address';
import { useFirstOpenDay } from '../../agenda/use-first-open-day';
import { addDays } from '../../agenda/agenda-dates';
import { AgendaToolbar } from '../../agenda/components/agenda-toolbar';
import { AgendaView } from '../../agenda/components/agenda-view';
import { CheckInBar } from '../../check-in/check-in-bar';
import {
  AuditSection,
  FailedMessagesSection,
  InboxSection,
  InsightsSection,
  PatientsSection,
  PaymentsSection,
  SecuritySection,
  SetupSection,
  WaitlistSection,
  WebhooksSection,
} from './lazy-sections';
import { SectionNav } from './section-nav';
import { openedSection } from '../sections';
import { PausedWebhooksNotice } from '../../webhooks/components/paused-webhooks-notice';
import { BookDialog } from '../../visit-actions/components/book-dialog';
import { VisitDialog } from '../../visit-actions/components/visit-dialog';
import { smallButton } from '../../../../components/ui/button-styles';
import { useDeskKeys } from '../../desk-keys/use-desk-keys';
import { type TypedAhead, holdTyping } from '../../desk-search/typed-ahead';
import type { NewPatientStart, PickedPatient } from '../../visit-actions/components/patient-picker';

// The search, the shortcuts' list and blocking time load when first opened: the agenda's own code stays small.
const CommandPalette = lazy(() =>
  import('../../desk-search/command-palette').then((m) => ({ default: m.CommandPalette })),
);
const PatientCardDialog = lazy(() =>
  import('../../patients/components/patient-card-dialog').then((m) => ({ default: m.PatientCardDialog })),
);
const BlockDialog = lazy(() =>
  import('../../visit-actions/components/block-dialog').then((m) => ({ default: m.BlockDialog })),
);
const UnblockDialog = lazy(() =>
  import('../../visit-actions/components/block-dialog').then((m) => ({ default: m.UnblockDialog })),
);
const ShortcutsDialog = lazy(() =>
  import('../../desk-keys/shortcuts-dialog').then((m) => ({ default: m.ShortcutsDialog })),
);

type OpenDialog =
  | { kind: 'visit'; visit: TDeskVisit; branchId: number }
  | {
      kind: 'book';
      branchId: number;
      date: string;
      doctorId?: number;
      time?: string;
      chosen?: PickedPatient;
      newPatient?: NewPatientStart;
    }
  | { kind: 'block'; branchId: number; date: string }
  | { kind: 'patient'; id: number }
  | { kind: 'blocked'; block: TAgendaBlock }
  | { kind: 'search'; typed: TypedAhead }
  | { kind: 'shortcuts' }
  | null;

/** The logged-in workspace: who is here, the agenda of one branch, and the dialogs that change it. */
export function StaffWorkspace() {
  const auth = useStaffAuth();
  const { t } = useTranslation(['staff', 'desk']);
  const workspace = useQuery(workspaceQueryOptions(auth));
  const live = useAgendaEvents();
  const logout = useStaffLogout();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [params] = useSearchParams();
  const asked = params.get('section');
  // The search holds the keys typed from the moment it is asked for (typed-ahead.ts), until its field takes them.
  const openSearch = () => setDialog({ kind: 'search', typed: holdTyping(() => setDialog(null)) });
  useEffect(() => {
    if (dialog?.kind === 'search') return dialog.typed.release;
  }, [dialog]);
  useDeskKeys((action) => {
    if (action === 'search') openSearch();
    else if (action === 'help') setDialog({ kind: 'shortcuts' });
    else return false;
    return true;
  });

  if (workspace.isPending) return <Spinner />;
  if (workspace.isError) {
    return <StateMessage kind="error" message={t('agenda.failed')} onRetry={() => void workspace.refetch()} />;
  }
  const me = workspace.data;
  const section = openedSection(asked, me.sections, me.second_factor.required && !me.second_factor.enabled);
  // The agenda's branch (the address's, else the first), where a booking from the search or a card is made.
  const agendaBranch = me.branches.find((b) => b.id === Number(params.get('branch')))?.id ?? me.branches[0]?.id ?? 0;
  const book = (extra: { chosen?: PickedPatient; newPatient?: NewPatientStart }) =>
    setDialog({ kind: 'book', branchId: agendaBranch, date: me.clinic.today, ...extra });

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 print:hidden">
        <div>
          <p className="text-lg font-bold text-slate-900">{me.clinic.name}</p>
          <p className="text-sm text-slate-600">
            {t('header.loggedInAs', { name: me.name, role: t(`roles.${me.role}`) })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <button type="button" onClick={openSearch} className={smallButton} aria-keyshortcuts="Control+K Meta+K /">
            {t('desk:searchButton')} <kbd className="ms-1 font-mono text-xs text-slate-500">Ctrl K</kbd>
          </button>
          <LanguageMenu />
          <button type="button" onClick={() => logout.mutate()} className={smallButton}>
            {t('header.logout')}
          </button>
        </div>
      </header>
      <SectionNav sections={me.sections} current={section} />
      {me.sections.includes('webhooks') && <PausedWebhooksNotice />}
      {section === 'security' ? (
        <main id="main" className="px-4 py-4">
          <Suspense fallback={<Spinner />}>
            <SecuritySection workspace={me} />
          </Suspense>
        </main>
      ) : section !== 'agenda' ? (
        <main id="main" className="px-4 py-4">
          <Suspense fallback={<Spinner />}>
            {section === 'patients' && <PatientsSection onOpenPatient={(id) => setDialog({ kind: 'patient', id })} />}
            {section === 'audit' && <AuditSection />}
            {section === 'inbox' && <InboxSection />}
            {section === 'waitlist' && <WaitlistSection workspace={me} />}
            {section === 'failed_messages' && <FailedMessagesSection workspace={me} />}
            {section === 'payments' && <PaymentsSection workspace={me} />}
            {section === 'setup' && <SetupSection />}
            {section === 'webhooks' && <WebhooksSection />}
            {section === 'insights' && <InsightsSection workspace={me} />}
          </Suspense>
        </main>
      ) : (
        <Workspace live={live} onOpen={setDialog} me={me} />
      )}
      {dialog?.kind === 'visit' && (
        <VisitDialog
          workspace={me}
          visit={dialog.visit}
          branchId={dialog.branchId}
          onClose={() => setDialog(null)}
          onOpenPatient={(id) => setDialog({ kind: 'patient', id })}
        />
      )}
      {dialog?.kind === 'book' && (
        <BookDialog
          workspace={me}
          branchId={dialog.branchId}
          date={dialog.date}
          doctorId={dialog.doctorId}
          time={dialog.time}
          chosen={dialog.chosen}
          newPatient={dialog.newPatient}
          onClose={() => setDialog(null)}
        />
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'block' && (
          <BlockDialog workspace={me} branchId={dialog.branchId} date={dialog.date} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'blocked' && <UnblockDialog block={dialog.block} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'patient' && (
          <PatientCardDialog
            patientId={dialog.id}
            onClose={() => setDialog(null)}
            isOwner={me.role === 'owner'}
            today={me.clinic.today}
            onBook={(chosen) => book({ chosen })}
            onOpenVisit={(visit) => setDialog({ kind: 'visit', visit, branchId: agendaBranch })}
          />
        )}
        {dialog?.kind === 'search' && (
          <CommandPalette
            typedAhead={dialog.typed}
            onClose={() => setDialog(null)}
            onOpenPatient={(id) => setDialog({ kind: 'patient', id })}
            onNewPatient={(newPatient) => book({ newPatient })}
          />
        )}
        {dialog?.kind === 'shortcuts' && <ShortcutsDialog onClose={() => setDialog(null)} />}
      </Suspense>
    </div>
  );
}

function Workspace({ live, me, onOpen }: { live: boolean; me: TStaffWorkspace; onOpen: (dialog: OpenDialog) => void }) {
  const [address, go] = useAgendaAddress(me);
  const closedToday = useFirstOpenDay(me, address, go);
  // A day or a week from the address as it is now, so that two quick presses move two days.
  const move = (direction: 1 | -1) =>
    go((current) => ({ date: addDays(current.date, direction * (current.view === 'week' ? 7 : 1)) }));
  useDeskKeys((action) => {
    if (action === 'today') go({ date: me.clinic.today });
    else if (action === 'previous') move(-1);
    else if (action === 'next') move(1);
    else if (action === 'day' || action === 'week') go({ view: action });
    else if (action === 'book') onOpen({ kind: 'book', branchId: address.branch, date: address.date });
    else return false;
    return true;
  });
  return (
    <main id="main" className="px-4 py-4">
      <AgendaToolbar
        workspace={me}
        address={address}
        live={live}
        onChange={go}
        onBook={() => onOpen({ kind: 'book', branchId: address.branch, date: address.date })}
        onBlock={() => onOpen({ kind: 'block', branchId: address.branch, date: address.date })}
      >
        <CheckInBar />
      </AgendaToolbar>
      <AgendaView
        workspace={me}
        address={address}
        closedToday={closedToday}
        onOpenVisit={(visit, branchId) => onOpen({ kind: 'visit', visit, branchId: branchId ?? address.branch })}
        onOpenBlock={(block) => onOpen({ kind: 'blocked', block })}
        onBookAt={(doctorId, time) =>
          onOpen({ kind: 'book', branchId: address.branch, date: address.date, doctorId, time })
        }
      />
    </main>
  );
}
