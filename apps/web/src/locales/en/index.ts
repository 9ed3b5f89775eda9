import { common } from './common';
import { appointments } from './appointments';
import { shell } from './shell';
import { treatments } from './treatments';

// One namespace per feature, so features add their texts without touching each other's files.
export const en = { common, shell, appointments, treatments };
