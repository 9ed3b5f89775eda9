import { SERVER_LOG } from './playwright.config';
import { checkServerLog } from './support/server-log-privacy';

/** After every browser test: the server's log of the whole run holds no test patient's phone, name or email. */
export default function globalTeardown() {
  checkServerLog(SERVER_LOG);
}
