import { css } from 'styled-components';

/** The header's round controls: search, "Sign in", and the account button once signed in. */
export const headerPill = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: ${({ theme }) => theme.target};
  padding-inline: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: inherit;
  font: inherit;
  text-decoration: none;
  cursor: pointer;
`;
