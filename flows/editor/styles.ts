/**
 * The editor's own screens (sign-in, page list, toolbar, panels), styled with the site's theme tokens
 * (lib/theme). The control styles are scoped to those screens, never to Puck's canvas and sidebars.
 */
import styled, { css } from 'styled-components';

/** Buttons, links styled as buttons, inputs and labels: one look everywhere in the editor's screens. */
const controls = css`
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  input,
  select,
  textarea {
    min-height: 36px;
    padding-inline: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: inherit;
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  button,
  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 36px;
    min-width: 36px;
    padding-inline: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.primary};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
    cursor: pointer;
  }
  button:hover:not(:disabled),
  .button:hover {
    background: ${({ theme }) => theme.color.surface};
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  button.primary,
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
  button.primary:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.primary};
    filter: brightness(1.1);
  }
  a:not(.button) {
    color: ${({ theme }) => theme.color.link};
  }
  :is(a, button, input, select, textarea, summary):focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    border-width: 2px;
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .hint {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  h2,
  h3 {
    margin: 0;
    line-height: 1.3;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export const Shell = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  font-family: 'Inter', 'Noto Sans Arabic', system-ui, sans-serif;
`;

export const TopBar = styled.header`
  ${controls}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h1 {
    margin: 0;
    margin-inline-end: auto;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const Card = styled.div`
  ${controls}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 360px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  [role='alert'] {
    margin: 0;
    color: ${({ theme }) => theme.color.danger};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Workspace = styled.div`
  display: grid;
  grid-template-columns: 300px 1fr;
  min-height: calc(100vh - 54px);
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr;
  }
`;

export const Sidebar = styled.nav`
  ${controls}
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  overflow: auto;
  max-height: calc(100vh - 54px);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding-block: ${({ theme }) => theme.space.xs};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .name {
    display: grid;
    min-width: 0;
  }
  .uri {
    overflow-wrap: anywhere;
  }
  .title {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.75rem;
  }
  input[type='search'] {
    inline-size: 100%;
    box-sizing: border-box;
  }
  .count {
    min-height: 1.25em;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .locales {
    display: flex;
    gap: 2px;
  }
  .locales button {
    min-width: 36px;
    padding-inline: ${({ theme }) => theme.space.xs};
  }
  .selected {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    padding-block-start: ${({ theme }) => theme.space.sm};
    border-block-start: 1px solid ${({ theme }) => theme.color.border};
    p {
      margin: 0;
      font-size: ${({ theme }) => theme.font.size.sm};
    }
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin-block: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

/** Holds Puck's canvas too: the control styles go on the toolbar and panels, not here. */
export const Main = styled.main`
  min-width: 0;
  .status {
    min-height: 1.5em;
    margin: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  }
  > p {
    margin: ${({ theme }) => theme.space.md};
  }
`;

export const Toolbar = styled.div`
  ${controls}
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

/** The check before publishing: a warning-coloured panel. */
export const Checks = styled.section`
  ${controls}
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
  p {
    margin: 0;
  }
`;

/** The versions and audit panels: neutral. */
export const Panel = styled(Checks)`
  border-inline-start-color: ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

export const Canvas = styled.div`
  height: calc(100vh - 140px);
`;

export const VersionList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    padding-block: ${({ theme }) => theme.space.xs};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
  li[aria-current='true'] .name {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .meta {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .actions {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    margin-inline-start: auto;
  }
`;

export const LiveBadge = styled.span`
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.success};
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
