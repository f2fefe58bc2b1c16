import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ComponentType } from 'react';
import { brand } from '@/lib/brand';
import { isChatVisible } from '@/lib/chat';
import { ChatIcon } from '@/ui/icons';
import type { ChatPanelProps } from '@/flows/chat/ChatPanel';
import { classed } from '@/ui/classed';
import styles from './ChatButton.module.css';

// The chat itself (panel, stream, forms) is its own chunk, fetched on the first press: it must not
// weigh on the first load of every page (design.md section 9).
const loadPanel = () => import('@/flows/chat/ChatPanel').then((m) => m.ChatPanel);

/**
 * The live-chat button (issue 13, part 5), bottom-right in the layout's dock (shell/layouts.tsx), where
 * it covers nothing: in the bar at the window's bottom edge, or from 1344 px in the window's margin,
 * as a round icon (its name stays, visually hidden).
 * Pressing it opens the chat panel; Escape or its close button shut it and give the focus back here.
 * Should the panel's code fail to load (connection lost), the care phone number is offered instead.
 */
export function ChatButton() {
  const t = useTranslations('chat');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (!isChatVisible(router.asPath)) return null;
  const toggle = () => {
    if (!Panel) {
      loadPanel().then(
        (loaded) => setPanel(() => loaded),
        () => setFailed(true),
      );
    }
    setOpen(!open);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <Root>
      {open && Panel && <Panel id={panelId} onClose={close} />}
      {open && !Panel && failed && (
        <Fallback id={panelId} role="dialog" aria-label={t('open')} onKeyDown={(e) => e.key === 'Escape' && close()}>
          <p>
            {t('unavailable', { number: brand.customerCareNumber })}{' '}
            <a href={`tel:${brand.customerCareNumber}`} className="ltr">
              {brand.customerCareNumber}
            </a>
          </p>
        </Fallback>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        onKeyDown={(e) => e.key === 'Escape' && open && close()}
      >
        <ChatIcon /> <span className="label">{t('open')}</span>
      </button>
    </Root>
  );
}

const Root = classed.div(styles.Root);

const Fallback = classed.div(styles.Fallback);
