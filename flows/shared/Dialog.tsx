/**
 * A modal dialog (WAI-ARIA dialog pattern): labelled by its title, focus moves in when it opens and is
 * kept inside (Tab and Shift+Tab wrap), Escape closes it, the page behind cannot be reached, and the
 * focus goes back to whatever opened it when it closes.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusables } from '@/ui/focus';
import { CloseIcon } from '@/ui/icons';
import { classed } from '@/ui/classed';
import styles from './Dialog.module.css';

/** The dialogs open now, the last opened last (only it answers Escape). */
const openDialogs: object[] = [];

/** The element a ref points at when the dialog closes (read late on purpose: it may be rendered after). */
const fallbackFocus = (ref: RefObject<HTMLElement | null> | undefined) => ref?.current ?? null;

export interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** What gets the focus when the dialog opens (default: the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` for a dialog that only says something and asks to acknowledge it. */
  role?: 'dialog' | 'alertdialog';
  /** An id for tests and e2e. */
  testId?: string;
  /** Where focus returns when no element opened the dialog. */
  returnFocus?: RefObject<HTMLElement | null>;
}

export function Dialog({ title, onClose, children, initialFocus, role = 'dialog', testId, returnFocus }: DialogProps) {
  const t = useTranslations('money.common');
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const target = initialFocus?.current ?? (box.current ? focusables(box.current)[0] : null) ?? box.current;
    target?.focus();
    // The page behind the dialog: no scrolling, hidden from assistive technology.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const siblings = Array.from(document.body.children).filter((el) => el !== box.current?.parentElement && !el.hasAttribute('inert'));
    siblings.forEach((el) => el.setAttribute('inert', ''));
    return () => {
      siblings.forEach((el) => el.removeAttribute('inert'));
      document.body.style.overflow = overflow;
      const back = opener && opener !== document.body && opener.isConnected ? opener : fallbackFocus(returnFocus);
      back?.focus?.();
    };
    // Runs once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Escape closes the dialog wherever the focus is: on a control, on the dialog, or on the page's body
  // after the control that had it went away (a step replaced by a spinner, a message). Only the dialog
  // opened last listens, so a dialog opened from a dialog closes first. A message inside the dialog
  // that handles Escape itself (e.g. a popup) stops the event before it gets here.
  useEffect(() => {
    const token = {};
    openDialogs.push(token);
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openDialogs[openDialogs.length - 1] !== token) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      openDialogs.splice(openDialogs.indexOf(token), 1);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !box.current) return;
    const items = focusables(box.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !box.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !box.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const dialog = (
    <Layer>
      <Backdrop aria-hidden="true" onClick={() => onCloseRef.current()} />
      <Box ref={box} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown} data-testid={testId}>
        <div className="head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="close" onClick={() => onCloseRef.current()} aria-label={t('close')}>
            <CloseIcon />
          </button>
        </div>
        <div className="body">{children}</div>
      </Box>
    </Layer>
  );
  return typeof document === 'undefined' ? dialog : createPortal(dialog, document.body);
}

const Layer = classed.div(styles.Layer);

const Backdrop = classed.div(styles.Backdrop);

const Box = classed.div(styles.Box);
