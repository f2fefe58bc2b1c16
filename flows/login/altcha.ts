/**
 * The ALTCHA widget's code (the custom element `altcha-widget`), imported with `import()` by
 * ./Captcha.tsx only when a captcha is asked, so no other page downloads it (about 35 kB gzip).
 *
 * The package's bundle starts its proof-of-work workers from blob: URLs, which our Content-Security-
 * Policy refuses (no blob: scripts); the PBKDF2 worker (the only algorithm the server issues) is
 * registered again here as a file of our own origin, which webpack bundles from `altcha/workers/pbkdf2`.
 */
import 'altcha';

/** The widget's texts that can appear with our challenges (no image or audio code challenges). */
export type AltchaStrings = Record<'label' | 'verifying' | 'verified' | 'error' | 'expired' | 'waitAlert' | 'verificationRequired' | 'loading', string>;

export function setUpAltcha(language: string, strings: AltchaStrings): void {
  const altcha = globalThis.$altcha;
  altcha.algorithms.set('PBKDF2/SHA-256', () => new Worker(new URL('altcha/workers/pbkdf2', import.meta.url), { name: 'altcha-pbkdf2' }));
  // The widget picks its texts by `language` from this registry; English fills what we do not show.
  altcha.i18n.set(language, { ...(altcha.i18n.get('en') ?? {}), ...strings });
}
