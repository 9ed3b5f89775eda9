import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  devStaffOutboxCall,
  staffAcceptInvitationCall,
  staffInvitationCall,
  staffInviteCall,
  staffMembersCall,
  staffRemoveMemberCall,
  staffRevokeInvitationCall,
  staffUpdateMemberCall,
} from '@clinic/contract/staff/staff-accounts';
import { AppError } from '../../errors';
import { requestLanguage } from '../../http/request-language';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import { isFromThisMachine } from '../../http/client-addresses';
import type { InvitationOutbox } from './invitation-outbox';
import type { StaffAccountsService } from './staff-accounts.service';
import type { StaffInvitationsService } from './staff-invitations.service';

/** The owner's staff accounts (the service checks the role), and the invitation link's public calls. */
export function staffAccountsRoutes(deps: {
  accounts: StaffAccountsService;
  invitations: StaffInvitationsService;
  outbox: InvitationOutbox;
  hooks: StaffHooks;
  /** The origin of invitation links (site-origin.ts): a forged Host must not lead an invitee elsewhere. */
  siteOrigin: string;
}) {
  const { accounts, invitations, hooks } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...routeOf(staffMembersCall),
      preHandler: hooks.requireStaff,
      handler: async (req) => accounts.list(staffOf(req).staff),
    });
    app.route({
      ...routeOf(staffInviteCall),
      preHandler: hooks.requireStaff,
      handler: async (req) => accounts.invite(staffOf(req).staff, staffOf(req).tenant, req.body, deps.siteOrigin),
    });
    app.route({
      ...routeOf(staffRevokeInvitationCall),
      preHandler: hooks.requireStaff,
      handler: async (req) => accounts.revokeInvitation(staffOf(req).staff, req.params.id),
    });
    app.route({
      ...routeOf(staffUpdateMemberCall),
      preHandler: hooks.requireStaff,
      handler: async (req) => accounts.changeRole(staffOf(req).staff, req.params.id, req.body),
    });
    app.route({
      ...routeOf(staffRemoveMemberCall),
      preHandler: hooks.requireStaff,
      handler: async (req) => accounts.remove(staffOf(req).staff, req.params.id),
    });

    app.route({
      ...routeOf(staffInvitationCall),
      handler: async (req) => invitations.check(req.body.token, requestLanguage(req)),
    });
    app.route({
      ...routeOf(staffAcceptInvitationCall),
      handler: async (req) => invitations.accept(req.body),
    });

    const outbox = deps.outbox;
    if (outbox.kept) {
      app.route({
        ...routeOf(devStaffOutboxCall),
        handler: async (req) => {
          // Links that open accounts are here: only this machine may read them (tests, a developer's browser).
          if (!isFromThisMachine(req)) throw new AppError('LOOPBACK_ONLY');
          return outbox.outbox(req.query.email);
        },
      });
    }
  };
}
