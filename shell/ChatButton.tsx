import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { brand } from '@/lib/brand';
import { isChatVisible } from '@/lib/chat';
import { ChatIcon } from '@/ui/icons';

/** What the floating button must never cover: the page's buttons and fields, and forms' messages. */
const KEEP_CLEAR = 'main :is(button, input, select, textarea), form :is(button, input, select, textarea, [role="alert"], [aria-live]), [role="alert"]';
const FIELD = 'input, select, textarea, [contenteditable="true"]';
/** Space kept around the button, in px. */
const MARGIN = 8;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right + MARGIN && b.left < a.right + MARGIN && a.top < b.bottom + MARGIN && b.top < a.bottom + MARGIN;
}

/**
 * Whether the floating button must step aside: a form field has focus (the visitor is typing, maybe
 * with the on-screen keyboard up), or a control or message of a form is under it at this scroll
 * position. Never on phones, where the button is in the page's flow and covers nothing.
 */
function mustHide(root: HTMLElement, button: HTMLElement): boolean {
  if (getComputedStyle(root).position !== 'fixed') return false;
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.matches(FIELD) && !root.contains(active)) return true;
  const zone = button.getBoundingClientRect();
  for (const el of document.querySelectorAll<HTMLElement>(KEEP_CLEAR)) {
    // An empty live region waiting for a message covers nothing yet.
    if (root.contains(el) || (el.matches('[role="alert"], [aria-live]') && !el.textContent?.trim())) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0 && overlaps(zone, rect)) return true;
  }
  return false;
}

/**
 * The live-chat button. No chat provider is connected yet, so it offers customer care by phone
 * instead of pretending to chat. On phones it sits at the end of the page, before the footer; from
 * the tablet width up it floats at the bottom corner and steps aside whenever it would cover a
 * form's control, submit button or message, or while a field has focus.
 */
export function ChatButton() {
  const t = useTranslations('chat');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [hidden, setHidden] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const visible = isChatVisible(router.asPath);

  useEffect(() => {
    if (!visible) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (rootRef.current && buttonRef.current) setHidden(mustHide(rootRef.current, buttonRef.current));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    // Messages appear and forms grow without any scrolling: changes to the page are watched too.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    schedule();
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
    };
  }, [visible, router.asPath]);

  if (!visible) return null;
  return (
    <Root ref={rootRef} data-hidden={hidden || undefined}>
      {open && (
        <Panel id={panelId} role="dialog" aria-label={t('open')}>
          <p>
            {t('unavailable', { number: brand.customerCareNumber })}{' '}
            <a href={`tel:${brand.customerCareNumber}`} className="ltr">
              {brand.customerCareNumber}
            </a>
          </p>
        </Panel>
      )}
      <button ref={buttonRef} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <ChatIcon /> {t('open')}
      </button>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
  /* Phones: in the flow at the end of the page, lined up with the content column. */
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.gutter}`};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    position: fixed;
    /* Bottom-right in every direction: the accessibility button owns bottom-left (spec section 2). */
    /*! @noflip */ right: 16px;
    bottom: 16px;
    z-index: 50;
    padding: 0;
    transition: opacity 0.15s ease;
  }
  /* Only ever set while it floats (see mustHide). */
  &[data-hidden] {
    visibility: hidden;
    opacity: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  > button {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 48px;
    padding-inline: 18px;
    border: none;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: 700;
    box-shadow: ${({ theme }) => theme.shadow};
    cursor: pointer;
  }
`;

const Panel = styled.div`
  max-width: 280px;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
  p {
    margin: 0;
  }
`;
