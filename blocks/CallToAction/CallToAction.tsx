import styled, { css } from 'styled-components';
import { ArrowForwardIcon } from '@/ui/content-icons';
import { SmartLink } from '@/ui/SmartLink';

export interface CallToActionProps {
  title: string;
  text: string;
  buttonLabel: string;
  /** A site path, `{LANG}/…`, an absolute URL, `tel:` or `mailto:` (lib/links.ts). */
  buttonHref: string;
  tone: 'brand' | 'accent' | 'light';
}

/** A coloured band that asks the visitor to do one thing: a title, a line of text and one button. */
export function CallToAction({ title, text, buttonLabel, buttonHref, tone }: CallToActionProps) {
  const hasButton = Boolean(buttonLabel && buttonHref);
  if (!title && !text && !hasButton) return null;
  return (
    <Band $tone={tone}>
      <div>
        {title && <h2>{title}</h2>}
        {text && <p>{text}</p>}
      </div>
      {hasButton && (
        <Action href={buttonHref} $tone={tone}>
          {buttonLabel}
          <ArrowForwardIcon />
        </Action>
      )}
    </Band>
  );
}

const tones = {
  brand: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    a:focus-visible {
      outline-color: ${({ theme }) => theme.color.primaryText};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.primaryText};
    a:focus-visible {
      outline-color: ${({ theme }) => theme.color.primaryText};
    }
  `,
  light: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  `,
};

const Band = styled.section<{ $tone: CallToActionProps['tone'] }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  margin-block: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  ${({ $tone }) => tones[$tone]}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: 1.3;
  }
  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Action = styled(SmartLink)<{ $tone: CallToActionProps['tone'] }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.target};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  ${({ theme, $tone }) =>
    $tone === 'light'
      ? css`
          background: ${theme.color.primary};
          color: ${theme.color.primaryText};
        `
      : css`
          background: ${theme.color.bg};
          color: ${theme.color.text};
        `}
  &:hover {
    text-decoration: underline;
  }
`;
