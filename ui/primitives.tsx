/** Small styled building blocks shared by the shell, blocks and flows. */
import styled, { css } from 'styled-components';

export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.width.content};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.target};
  min-width: ${({ theme }) => theme.target};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  cursor: pointer;
  border: 2px solid transparent;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'ghost' }>`
  ${buttonBase}
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.primary};
          color: ${theme.color.primaryText};
        `
      : $variant === 'secondary'
        ? css`
            background: transparent;
            color: ${theme.color.primary};
            border-color: ${theme.color.primary};
          `
        : css`
            background: transparent;
            color: inherit;
          `}
`;

export const ButtonLink = styled.a`
  ${buttonBase}
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
`;
