import { common } from './common';
import { appointments } from './appointments';
import { shell } from './shell';
import { treatments } from './treatments';
import { home } from './home';
import { doctors } from './doctors';
import { clinics } from './clinics';
import { contact } from './contact';

// One namespace per feature, so features add their texts without touching each other's files.
export const en = { common, shell, appointments, treatments, home, doctors, clinics, contact };
