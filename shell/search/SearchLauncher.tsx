import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { isSearchShortcut } from '@/lib/search';
import { SearchIcon } from '@/ui/icons';
import { classed } from '@/ui/classed';
import styles from './SearchLauncher.module.css';

// The overlay (and its data fetching) loads on first use, not with every page.
const SearchOverlay = dynamic(() => import('./SearchOverlay'), { ssr: false });

/** The header's search button; ctrl+K (cmd+K on Apple devices) opens the overlay anywhere. */
export function SearchLauncher() {
  const t = useTranslations('search');
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef(false);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  useEffect(() => {
    const isApple = /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, isApple)) return;
      event.preventDefault();
      // Already open: keep what was typed (the focus is in the dialog anyway).
      if (openRef.current) return;
      setSession((s) => s + 1);
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => {
          setSession((s) => s + 1);
          setOpen(true);
        }}
      >
        <SearchIcon /> <span>{t('open')}</span>
      </Trigger>
      {open && (
        // A new key per opening: the input and the results start empty every time (spec section 4).
        // The overlay gives the focus back to what opened it, or to this button.
        <SearchOverlay key={session} returnFocus={buttonRef} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

const Trigger = classed.button(styles.Trigger);
