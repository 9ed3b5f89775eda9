import type { z } from 'zod';
import { FAMILY_MAX_MEMBERS, type TFamilyMember, type ZFamilyMemberInput } from '@clinic/contract/identity/family';
import { AppError } from '../../errors';
import type { FamilyMemberRow, FamilyRepository } from './family.repository';

type MemberInput = z.output<typeof ZFamilyMemberInput>;

/** What the family module needs of the appointments module: a member's upcoming active visits. */
export type MemberVisits = {
  upcomingOfMember(tenantId: number, customerId: number, memberId: number): Promise<number>;
};

const viewOf = (row: FamilyMemberRow): TFamilyMember => ({
  id: row.id,
  name: row.name,
  age: row.age,
  gender: row.gender as TFamilyMember['gender'],
  relation: row.relation as TFamilyMember['relation'],
});

/**
 * Family members (issue #21): people a patient books for under their own phone account. A patient reads and
 * changes only their own; another account's member is not found (404), never shown.
 */
export function createFamilyService(deps: {
  repo: FamilyRepository;
  visits: MemberVisits;
  now: () => Date;
  maxMembers?: number;
}) {
  const { repo, visits, now } = deps;
  const max = deps.maxMembers ?? FAMILY_MAX_MEMBERS;

  return {
    async list(tenantId: number, customerId: number): Promise<TFamilyMember[]> {
      return (await repo.listOwn(tenantId, customerId)).map(viewOf);
    },

    async add(tenantId: number, customerId: number, input: MemberInput): Promise<TFamilyMember> {
      const row = await repo.db.transaction(async (tx) => {
        await repo.lockAccount(tx, tenantId, customerId);
        return repo.insertWithin(tx, tenantId, customerId, input, max);
      });
      if (!row) throw new AppError('FAMILY_MEMBERS_LIMIT', { params: { count: max } });
      return viewOf(row);
    },

    async update(tenantId: number, customerId: number, id: number, input: MemberInput): Promise<TFamilyMember> {
      const row = await repo.updateOwn(tenantId, customerId, id, input);
      if (!row) throw new AppError('FAMILY_MEMBER_NOT_FOUND');
      return viewOf(row);
    },

    /**
     * Removes a member. Refused while they have upcoming visits: kept, those visits would name someone the patient
     * can no longer see, filter by or book for, and cancelling them unasked would free a child's time by surprise;
     * the patient cancels them (or lets the clinic move them) first. Past visits keep naming the member.
     */
    async remove(tenantId: number, customerId: number, id: number): Promise<void> {
      if (!(await repo.findOwn(tenantId, customerId, id))) throw new AppError('FAMILY_MEMBER_NOT_FOUND');
      if ((await visits.upcomingOfMember(tenantId, customerId, id)) > 0) throw new AppError('FAMILY_MEMBER_HAS_VISITS');
      const removed = await repo.db.transaction(async (tx) => {
        await repo.lockAccount(tx, tenantId, customerId);
        return repo.removeOwn(tx, tenantId, customerId, id, now());
      });
      if (!removed) throw new AppError('FAMILY_MEMBER_NOT_FOUND');
    },

    /** A booking's member must be one of the account's own, not removed: 403 otherwise (another's is never told apart). */
    async assertOwn(tenantId: number, customerId: number, id: number): Promise<void> {
      if (!(await repo.findOwn(tenantId, customerId, id))) throw new AppError('NOT_YOUR_FAMILY_MEMBER');
    },
  };
}
export type FamilyService = ReturnType<typeof createFamilyService>;
