/**
 * Shapes of the data some blocks show (add-ons, countries, products, jobs, posts). The server resolves
 * them when it serves a page (lib/server/content/resolve.ts) and adds them to the block's props.
 */
export const addonTypes = ['internet', 'voice', 'sms', 'data', 'unlimited', 'credit'] as const;
export type AddonType = (typeof addonTypes)[number];

export interface AddonSummary {
  id: number;
  type: AddonType;
  title: string;
  /** Integer IQD. */
  price: number;
  validityDays: number;
  /** What it gives, already localised: "10 GB", "300 minutes". */
  allowance: string;
  roaming: boolean;
}

export interface RoamingCountry {
  /** ISO 3166-1 alpha-2, lower case. */
  code: string;
  name: string;
  addons: AddonSummary[];
}

export interface JobSummary {
  id: number;
  title: string;
  category: string;
  level: string;
  field: string;
  location: string;
  /** ISO date. */
  postedAt: string;
  href: string;
}

export interface JobLookups {
  categories: string[];
  levels: string[];
  fields: string[];
  locations: string[];
}

export interface PostSummary {
  id: number;
  title: string;
  excerpt: string;
  image: string;
  categoryName: string;
  /** ISO date. */
  publishedAt: string;
  href: string;
}
