/** Keys of everything the browser keeps in local or session storage (spec sections 3 and 9). */
export const storageKeys = {
  deviceId: 'deviceId',
  colorMode: 'nuxt-color-mode',
  accessibilityPrefix: 'accessibility-',
  reloadGuard: 'reload-guard',
  /** The my-account survey prompt was answered or dismissed ('answered' | 'dismissed'): it is shown once. */
  surveyPrompt: 'survey-prompt',
  /** The cookie notice was closed ('seen'): it is not shown again. */
  cookieNotice: 'cookie-notice',
} as const;
