import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { brand } from '@/lib/brand';
import { isChatVisible } from '@/lib/chat';
import { ChatIcon } from '@/ui/icons';
import { useKeepClear } from './use-keep-clear';

/**
 * The live-chat button. No chat provider is connected yet, so it offers customer care by phone
 * instead of pretending to chat. On phones it sits at the end of the page, before the footer; from
 * the tablet width up it floats at the bottom corner and steps aside whenever it would cover a link,
 * a form's control, submit button or message, or while a field has focus (useKeepClear).
 */
export function ChatButton() {
  const t = useTranslations('chat');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const visible = isChatVisible(router.asPath);
  const hidden = useKeepClear(rootRef, buttonRef, visible, router.asPath);

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
      <button ref={buttonRef} type="button" data-keep-clear aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
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
