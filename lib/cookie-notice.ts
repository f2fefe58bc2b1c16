/** The cookie notice's closed state (shell/CookieNotice.tsx): kept in local storage, mirrored on <html> before the first paint. */
export const COOKIE_NOTICE_SEEN = 'seen';
export const COOKIE_NOTICE_ATTRIBUTE = 'data-cookie-notice';
