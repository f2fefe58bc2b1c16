/**
 * Seeded company pages: business, about us, investor relations, careers, support and the site's forms
 * (spec.md section 2). Written in three files to keep each one readable.
 */
import { aboutPages } from './company-about';
import { formPages } from './company-forms';
import { supportPages } from './company-support';
import type { SeedPage } from './helpers';

export const companyPages: SeedPage[] = [...aboutPages, ...supportPages, ...formPages];
