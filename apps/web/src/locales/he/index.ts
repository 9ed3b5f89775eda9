import type { en } from '../en/index';
import { common } from './common';
import { shell } from './shell';

export const he: typeof en = { common, shell };
