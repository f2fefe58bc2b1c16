import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useBrowserValue } from '@/ui/hooks';
import { SearchIcon } from '@/ui/icons';
import { Button, Container } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { TopTasks } from '../header/TopTasks';
import { classed } from '@/ui/classed';
import styles from './ErrorPage.module.css';

// The site search of the header (shell/search), loaded when the visitor asks for it.
const SearchOverlay = dynamic(() => import('../search/SearchOverlay'), { ssr: false });

export type ErrorKind = 404 | 500 | 503 | 'fatal';

/** The error pages of every locale (spec sections 2 and 8). */
export function ErrorPage({ kind, path }: { kind: ErrorKind; path?: string }) {
  const t = useTranslations('errors');
  // The 404 page is prerendered once; the path the visitor asked for is known only in the browser.
  const browserPath = useBrowserValue(() => window.location.pathname + window.location.search, '');
  const shownPath = path ?? browserPath;

  const title =
    kind === 404 ? t('notFoundTitle') : kind === 503 ? t('unavailableTitle') : kind === 500 ? t('internalTitle') : t('fatalTitle');
  const message =
    kind === 404 ? t('notFound', { path: '' }) : kind === 503 ? t('unavailable') : kind === 500 ? t('internal') : t('fatal');

  return (
    <Container>
      <Box data-error={kind}>
        <h1>{title}</h1>
        <p>
          {message}
          {kind === 404 && (
            <bdi className="ltr" data-testid="missing-path">
              {shownPath}
            </bdi>
          )}
        </p>
        {kind === 404 && (
          <Help>
            <p>{t('notFoundHelp')}</p>
            <SiteSearch />
            <TopTasks variant="cards" label={t('notFoundTasks')} />
          </Help>
        )}
        <Actions>
          <SmartLink href="/">
            {t('backHome')}
          </SmartLink>
          {kind !== 404 && (
            <Button type="button" $variant="secondary" onClick={() => window.location.reload()}>
              {t('reload')}
            </Button>
          )}
        </Actions>
      </Box>
    </Container>
  );
}

/**
 * Looks like a search field and opens the site search (its overlay has the real field and the
 * results), so the 404 page offers the same search as the header without a second ctrl+K listener.
 */
function SiteSearch() {
  const t = useTranslations('errors');
  const tSearch = useTranslations('search');
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <SearchField
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setSession((s) => s + 1);
          setOpen(true);
        }}
      >
        <SearchIcon />
        <span>{t('searchSite')}</span>
        <span className="hint" aria-hidden="true">
          {tSearch('placeholder')}
        </span>
      </SearchField>
      {open && (
        <SearchOverlay
          key={session}
          onClose={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      )}
    </>
  );
}

const Help = classed.div(styles.Help);

const SearchField = classed.button(styles.SearchField);

const Box = classed.section(styles.Box);

const Actions = classed.div(styles.Actions);
