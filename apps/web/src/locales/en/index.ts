import { common } from './common';
import { forms } from './forms';
import { login } from './login';
import { payment } from './payment';
import { appointments } from './appointments';
import { booking } from './booking';
import { shell } from './shell';
import { treatments } from './treatments';
import { home } from './home';
import { doctors } from './doctors';
import { clinics } from './clinics';
import { contact } from './contact';
import { staff } from './staff';
import { setup } from './setup';
import { team } from './team';
import { webhooks } from './webhooks';
import { family } from './family';
import { desk } from './desk';
import { search } from './search';
import { series } from './series';
import { audit } from './audit';
import { day } from './day';
import { insights } from './insights';
import { money } from './money';
import { undelivered } from './undelivered';
import { waitlist } from './waitlist';

// One namespace per feature, so features add their texts without touching each other's files.
export const en = {
  common,
  login,
  forms,
  shell,
  appointments,
  booking,
  payment,
  treatments,
  home,
  doctors,
  clinics,
  contact,
  staff,
  setup,
  team,
  webhooks,
  family,
  desk,
  search,
  series,
  audit,
  day,
  insights,
  money,
  undelivered,
  waitlist,
};
