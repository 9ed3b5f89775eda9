import type { CallAuth, CallMethod } from '../core/define-call';

/** The staff workspace's calls (see routes.ts); their schemas are in staff.ts, staff-agenda.ts and staff-second-factor.ts. */
export const STAFF_ROUTES = {
  staffLogin: { method: 'POST', path: '/api/staff/login', auth: 'public' },
  staffLogout: { method: 'POST', path: '/api/staff/logout', auth: 'staff' },
  staffWorkspace: { method: 'GET', path: '/api/staff/me', auth: 'staff' },
  staffAgenda: { method: 'GET', path: '/api/staff/agenda', auth: 'staff' },
  /** Server-sent events for an open agenda: `event: change` whenever the clinic's visits or blocked time change. */
  staffAgendaEvents: { method: 'GET', path: '/api/staff/agenda/events', auth: 'staff' },
  staffFreeTimes: { method: 'GET', path: '/api/staff/free_times', auth: 'staff' },
  staffNextFree: { method: 'GET', path: '/api/staff/next_free', auth: 'staff' },
  staffBook: { method: 'POST', path: '/api/staff/appointments', auth: 'staff' },
  staffMove: { method: 'POST', path: '/api/staff/appointments/:id/move', auth: 'staff' },
  staffCancel: { method: 'POST', path: '/api/staff/appointments/:id/cancel', auth: 'staff' },
  staffAttendance: { method: 'POST', path: '/api/staff/appointments/:id/attendance', auth: 'staff' },
  staffVisitNote: { method: 'POST', path: '/api/staff/appointments/:id/note', auth: 'staff' },
  staffVisit: { method: 'GET', path: '/api/staff/appointments/:id', auth: 'staff' },
  staffBlock: { method: 'POST', path: '/api/staff/blocks', auth: 'staff' },
  staffUnblock: { method: 'POST', path: '/api/staff/blocks/:id/remove', auth: 'staff' },
  staffPatients: { method: 'GET', path: '/api/staff/patients', auth: 'staff' },
  staffCreatePatient: { method: 'POST', path: '/api/staff/patients', auth: 'staff' },
  staffPatient: { method: 'GET', path: '/api/staff/patients/:id', auth: 'staff' },
  staffPatientNotes: { method: 'POST', path: '/api/staff/patients/:id/notes', auth: 'staff' },
  staffAudit: { method: 'GET', path: '/api/staff/audit', auth: 'staff' },
  staffSecondFactorLogin: { method: 'POST', path: '/api/staff/login/second_factor', auth: 'staff' },
  staffSecondFactorSetup: { method: 'POST', path: '/api/staff/second_factor/setup', auth: 'staff' },
  staffSecondFactorEnable: { method: 'POST', path: '/api/staff/second_factor/enable', auth: 'staff' },
  staffSecondFactorDisable: { method: 'POST', path: '/api/staff/second_factor/disable', auth: 'staff' },
  staffSecondFactorPolicy: { method: 'POST', path: '/api/staff/clinic/second_factor', auth: 'staff' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;

/** Where the agenda opens its event stream (a stream, not a call of the site's JSON client). */
export const STAFF_AGENDA_EVENTS_PATH = STAFF_ROUTES.staffAgendaEvents.path;
