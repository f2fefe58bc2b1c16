import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { brand } from '@/lib/brand';
import { isChatVisible } from '@/lib/chat';
import { ChatIcon } from '@/ui/icons';

/**
 * The floating live-chat button. No chat provider is connected yet, so it offers customer care by
 * phone instead of pretending to chat.
 */
export function ChatButton() {
  const t = useTranslations('chat');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!isChatVisible(router.asPath)) return null;
  return (
    <Root>
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
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <ChatIcon /> {t('open')}
      </button>
    </Root>
  );
}

const Root = styled.div`
  position: fixed;
  /* Bottom-right in every direction: the accessibility button owns bottom-left (spec section 2). */
  /*! @noflip */ right: 16px;
  bottom: 16px;
  z-index: 50;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
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
