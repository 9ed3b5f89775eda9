import { z } from 'zod';
import { ZTrimmed, zId } from '../core/common';
import { defineCall } from '../core/define-call';
import { GENDERS } from './identity';
import { ROUTES } from '../core/routes';

/** The most family members one phone account keeps at once (removed ones do not count). */
export const FAMILY_MAX_MEMBERS = 10;
export const FAMILY_RELATIONS = ['child', 'spouse', 'parent', 'sibling', 'other'] as const;

/** A family member as the patient writes it; the same fields add and edit one. */
export const ZFamilyMemberInput = z.object({
  name: ZTrimmed('name', 120),
  age: z.coerce
    .number({ error: 'age must be a number' })
    .int({ error: 'age must be a whole number (0-120)' })
    .min(0, { error: 'age must be 0-120' })
    .max(120, { error: 'age must be 0-120' }),
  gender: z.enum(GENDERS, { error: 'gender must be male, female or other' }),
  relation: z.enum(FAMILY_RELATIONS, { error: 'relation must be child, spouse, parent, sibling or other' }),
});
export type TFamilyMemberInput = z.input<typeof ZFamilyMemberInput>;

export const ZFamilyMember = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  relation: z.enum(FAMILY_RELATIONS),
});
export type TFamilyMember = z.infer<typeof ZFamilyMember>;

const ZMemberAnswer = z.object({ success: z.literal(1), member: ZFamilyMember });

export const getFamilyCall = defineCall({
  ...ROUTES.getFamily,
  summary: "The family members under the patient's phone account, in the order they were added",
  response: z.object({ success: z.literal(1), members: z.array(ZFamilyMember) }),
});

export const addFamilyMemberCall = defineCall({
  ...ROUTES.addFamilyMember,
  summary: `Adds a family member (name, age, gender, relation) to book visits for; at most ${FAMILY_MAX_MEMBERS}`,
  body: ZFamilyMemberInput,
  response: ZMemberAnswer,
});

export const updateFamilyMemberCall = defineCall({
  ...ROUTES.updateFamilyMember,
  summary: "Edits one of the patient's own family members; their visits keep naming them",
  params: z.object({ id: zId('id') }),
  body: ZFamilyMemberInput,
  response: ZMemberAnswer,
});

export const removeFamilyMemberCall = defineCall({
  ...ROUTES.removeFamilyMember,
  summary:
    "Removes one of the patient's own family members; refused while they have upcoming visits (cancel those first)",
  params: z.object({ id: zId('id') }),
  response: z.object({ success: z.literal(1) }),
});

export const familyCalls = [
  getFamilyCall,
  addFamilyMemberCall,
  updateFamilyMemberCall,
  removeFamilyMemberCall,
] as const;
