/**
 * The sign-in page and the account's home. A module of their own so the header (on every page) can
 * link to them without bringing the route-guard table (lib/guards.ts) to the browser.
 */
export const LOGIN_PATH = '/personal/my-account/login';
export const ACCOUNT_HOME = '/personal/my-account';
