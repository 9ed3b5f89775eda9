import { LANGS } from '@clinic/contract/site/languages';

/** The command that makes a clinic and its owner, with every flag it takes (the server's log points to it). */
export const CREATE_CLINIC_USAGE =
  'npm run clinic:create -- --key KEY --name NAME --time-zone ZONE --owner-email EMAIL ' +
  `[--lang ${LANGS.join('|')}] [--owner-name NAME] [--owner-password PASSWORD]`;
