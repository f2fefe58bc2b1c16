import { companyPages } from './company';
import type { SeedPage } from './helpers';
import { partnerPages } from './partners';
import { personalPages } from './personal';

/** Every seeded content page (issue: content platform, section 5). */
export const seedPages: SeedPage[] = [...personalPages, ...companyPages, ...partnerPages];
