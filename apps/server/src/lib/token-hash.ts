import { createHash } from 'node:crypto';

/** Sessions and invitations are stored by the hash of their token: a copy of the table cannot log anyone in. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
