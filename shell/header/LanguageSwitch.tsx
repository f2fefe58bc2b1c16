import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { localeRecords, locales, localizePath, toLocale, type Locale } from '@/lib/locales';
import { useBrowserValue } from '@/ui/hooks';
import { classed } from '@/ui/classed';
import styles from './LanguageSwitch.module.css';

/**
 * Changing the language reloads the page at the same path in the new language, query string kept
 * (spec section 2). Plain links, so it also works before JavaScript has loaded. Only the languages
 * the page exists in are offered (a content page published in English only offers no Arabic: that
 * link was a 404); with none other, the menu is not shown.
 */
export function LanguageSwitch({ languages = locales }: { languages?: readonly Locale[] }) {
  const t = useTranslations('nav');
  const router = useRouter();
  const current = toLocale(router.locale);
  // A cached page was rendered without the query string; the browser knows the real address.
  const here = useBrowserValue(() => window.location.pathname + window.location.search, router.asPath);
  const others = locales.filter((locale) => locale !== current && languages.includes(locale));
  if (others.length === 0) return null;
  return (
    <Nav aria-label={t('language')}>
      <ul>
        {others
          .map((locale) => (
            <li key={locale}>
              <a
                href={localizePath(here, locale)}
                hrefLang={locale}
                lang={locale}
                onClick={(event) => {
                  // The address at the moment of the click, query string included (spec section 2).
                  event.preventDefault();
                  window.location.assign(localizePath(window.location.pathname + window.location.search + window.location.hash, locale));
                }}
              >
                {localeRecords[locale].name}
              </a>
            </li>
          ))}
      </ul>
    </Nav>
  );
}

const Nav = classed.nav(styles.Nav);
