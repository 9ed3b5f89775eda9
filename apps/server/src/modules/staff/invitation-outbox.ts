import type { Logger } from '../../lib/logger';

export type InvitationMail = { to: string; clinic: string; link: string; sent_at: string };

const KEEP_PER_EMAIL = 20;
const KEEP_EMAILS = 10_000;

/**
 * Where a staff invitation's link goes besides the owner's screen. In the demo it is kept in an in-memory outbox
 * (GET /api/dev/staff_outbox, from this machine only) and written to the console, so a developer can open it; in
 * production the link is never logged: the owner passes it on.
 */
export function createInvitationOutbox(options: { log: Logger; demo: boolean }) {
  const outbox = new Map<string, InvitationMail[]>();
  return {
    /** Whether the outbox keeps invitations (only in the demo). */
    kept: options.demo,

    deliver(mail: InvitationMail) {
      if (!options.demo) {
        options.log.info({ clinic: mail.clinic }, 'Staff invitation made; the owner passes its link on');
        return;
      }
      options.log.info({ clinic: mail.clinic, link: mail.link }, 'Staff invitation (demo): open this link to join');
      const mails = outbox.get(mail.to) ?? [];
      mails.unshift(mail);
      mails.length = Math.min(mails.length, KEEP_PER_EMAIL);
      outbox.delete(mail.to);
      outbox.set(mail.to, mails);
      // Oldest addresses go first so a long-running dev server does not grow without end.
      if (outbox.size > KEEP_EMAILS) outbox.delete(outbox.keys().next().value!);
    },

    outbox: (email: string) => [...(outbox.get(email.toLowerCase()) ?? [])],
  };
}
export type InvitationOutbox = ReturnType<typeof createInvitationOutbox>;
