import type { FastifyInstance } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  staffAttendanceCall,
  staffBlockCall,
  staffBookCall,
  staffCancelCall,
  staffFreeTimesCall,
  staffLoginCall,
  staffLogoutCall,
  staffMoveCall,
  staffUnblockCall,
  staffVisitNoteCall,
  staffWorkspaceCall,
} from '@clinic/contract/staff/staff';
import {
  staffAuditCall,
  staffCreatePatientCall,
  staffPatientCall,
  staffPatientNotesCall,
  staffPatientsCall,
} from '@clinic/contract/staff/staff-patients';
import { staffNextFreeCall } from '@clinic/contract/staff/staff-next-free';
import { staffAgendaCall, staffAgendaEventsCall, staffVisitCall } from '@clinic/contract/staff/staff-agenda';
import type { ChangeFeed } from '../../db/change-feed';
import { requestLanguage } from '../../http/request-language';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import { createAgendaStreams } from '../../http/agenda-events';
import type { StaffActions } from './staff-actions.service';
import type { StaffAuthService } from './staff-auth.service';
import { KNOWN_DEVICE_DAYS } from './known-devices';
import type { StaffViews } from './staff-views.service';
import type { StaffAgenda } from './staff-agenda.service';
import type { AuditLog } from '../audit/audit-log.service';

/** The browser's known-device tokens (known-devices.ts), sent only to the login call and unread by scripts. */
const DEVICE_COOKIE = 'staff_devices';
const DEVICE_SEPARATOR = '~';

const deviceTokensOf = (cookieHeader: string | undefined) =>
  (cookieHeader ? parseCookie(cookieHeader)[DEVICE_COOKIE] : undefined)?.split(DEVICE_SEPARATOR) ?? [];

/** The staff workspace's calls: login is public, every other call needs a staff session. */
export function staffRoutes(deps: {
  staffAuth: StaffAuthService;
  /** Known-device cookies are Secure (sent over https only) in production. */
  secureCookies: boolean;
  views: StaffViews;
  agenda: StaffAgenda;
  auditLog: AuditLog;
  actions: StaffActions;
  hooks: StaffHooks;
  changes: ChangeFeed;
}) {
  const { staffAuth, views, agenda, actions } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const streams = createAgendaStreams(deps.changes);
    app.addHook('preClose', async () => streams.closeAll());

    app.route({
      ...routeOf(staffLoginCall),
      handler: async (req, reply) => {
        const devices = deviceTokensOf(req.headers.cookie);
        const login = await staffAuth.login(req.body, { address: req.ip, devices });
        const cookie = stringifySetCookie({
          name: DEVICE_COOKIE,
          value: login.devices.join(DEVICE_SEPARATOR),
          path: staffLoginCall.path,
          maxAge: KNOWN_DEVICE_DAYS * 86_400,
          httpOnly: true,
          secure: deps.secureCookies,
          sameSite: 'strict',
        });
        void reply.header('set-cookie', cookie);
        return login.answer;
      },
    });

    const staffOnly = { preHandler: deps.hooks.requireStaff };
    // Who is here, and logging out, also while the clinic's second-factor rule holds the account back.
    const enrolling = { preHandler: deps.hooks.requireStaffEnrolling };
    app.route({
      ...routeOf(staffLogoutCall),
      ...enrolling,
      handler: async (req) => {
        await staffAuth.logout(staffOf(req).staff);
        streams.closeSession(staffOf(req).staff.sessionId);
        return { success: 1 as const };
      },
    });
    app.route({
      ...routeOf(staffWorkspaceCall),
      ...enrolling,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return views.workspace(staff, tenant, requestLanguage(req));
      },
    });
    app.route({
      ...routeOf(staffAgendaCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return agenda.agenda(staff, tenant, req.query, requestLanguage(req));
      },
    });
    app.route({
      ...routeOf(staffVisitCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return agenda.visit(staff, tenant, req.params.id, requestLanguage(req));
      },
    });
    app.route({
      ...routeOf(staffAgendaEventsCall),
      ...staffOnly,
      handler: async (req, reply) => {
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')![1]!;
        const { staff } = staffOf(req);
        streams.stream(req, reply, staff, async () => !!(await staffAuth.authenticate(token)));
      },
    });
    app.route({
      ...routeOf(staffFreeTimesCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return views.freeTimes(staff, tenant, req.query);
      },
    });
    app.route({
      ...routeOf(staffNextFreeCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        const { ignore_visit, ...query } = req.query;
        return views.nextFree(staff, tenant, query, ignore_visit);
      },
    });
    app.route({
      ...routeOf(staffBookCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return actions.book(staff, tenant, req.body);
      },
    });
    app.route({
      ...routeOf(staffMoveCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return actions.move(staff, tenant, req.params.id, req.body);
      },
    });
    app.route({
      ...routeOf(staffVisitNoteCall),
      ...staffOnly,
      handler: async (req) => actions.setVisitNote(staffOf(req).staff, req.params.id, req.body.note),
    });
    app.route({
      ...routeOf(staffCancelCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return actions.cancel(staff, tenant, req.params.id, req.body.reason);
      },
    });
    app.route({
      ...routeOf(staffAttendanceCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return actions.markAttendance(staff, tenant, req.params.id, req.body.mark);
      },
    });
    app.route({
      ...routeOf(staffBlockCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return actions.block(staff, tenant, req.body);
      },
    });
    app.route({
      ...routeOf(staffUnblockCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return actions.unblock(staff, tenant, req.params.id, req.query.series === 'all');
      },
    });
    app.route({
      ...routeOf(staffPatientsCall),
      ...staffOnly,
      handler: async (req) => views.searchPatients(staffOf(req).staff, staffOf(req).tenant, req.query.q),
    });
    app.route({
      ...routeOf(staffCreatePatientCall),
      ...staffOnly,
      handler: async (req) => actions.createPatient(staffOf(req).staff, req.body),
    });
    app.route({
      ...routeOf(staffPatientCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return views.patientCard(staff, tenant, req.params.id, requestLanguage(req));
      },
    });
    app.route({
      ...routeOf(staffPatientNotesCall),
      ...staffOnly,
      handler: async (req) =>
        actions.setPatientNotes(staffOf(req).staff, staffOf(req).tenant, req.params.id, req.body.notes),
    });
    app.route({
      ...routeOf(staffAuditCall),
      ...staffOnly,
      handler: async (req) =>
        deps.auditLog.list(staffOf(req).staff, staffOf(req).tenant, requestLanguage(req), req.query),
    });
  };
}
