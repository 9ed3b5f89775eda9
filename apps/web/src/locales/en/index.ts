import { common } from './common';
import { shell } from './shell';

// One namespace per feature, so features add their texts without touching each other's files.
export const en = { common, shell };
