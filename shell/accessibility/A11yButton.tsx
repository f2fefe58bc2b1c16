import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { A11yPanelProps } from './A11yPanel';

const loadPanel = () => import('./A11yPanel').then((m) => m.A11yPanel);

/**
 * The accessibility button (issue 13 part 4), bottom-left in every language, in the layout's dock
 * (shell/layouts.tsx), where it covers nothing. Kept tiny because it is on every page: its styles are
 * plain CSS (lib/theme/accessibility.css), and the panel, its labels and all option logic load on
 * first use. The open panel is a non-modal dialog above everything (the dock's z-index): the focus
 * moves into it, Escape or its Close button close it and put the focus back on the button.
 */
export function A11yButton() {
  const t = useTranslations('accessibility');
  const [Panel, setPanel] = useState<ComponentType<A11yPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // A reading mask or guide stored on an earlier visit needs its code now (it follows the pointer).
    if (document.documentElement.matches('[data-a11y-reading-mask],[data-a11y-reading-guide]')) {
      void import('./cursor-tools').then((m) => m.syncCursorTools());
    }
  }, []);

  const toggle = () => {
    if (!Panel) void loadPanel().then((loaded) => setPanel(() => loaded));
    setOpen(!open);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="a11y-fab">
      <button ref={buttonRef} type="button" aria-label={t('open')} aria-expanded={open} aria-controls={panelId} onClick={toggle} onKeyDown={(e) => e.key === 'Escape' && open && close()}>
        <span aria-hidden="true" />
      </button>
      {open && Panel && <Panel id={panelId} onClose={close} />}
    </div>
  );
}
