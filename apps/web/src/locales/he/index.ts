import type { en } from '../en/index';
import { common } from './common';
import { appointments } from './appointments';
import { shell } from './shell';
import { treatments } from './treatments';

export const he: typeof en = { common, shell, appointments, treatments };
