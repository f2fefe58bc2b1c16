import styled from 'styled-components';

export const Shell = styled.div`
  min-height: 100vh;
  font-family: 'Inter', 'Noto Sans Arabic', system-ui, sans-serif;
  button,
  a {
    min-height: 32px;
  }
  label {
    display: grid;
    gap: 4px;
    font-size: 0.875rem;
  }
  input,
  select {
    min-height: 36px;
    padding-inline: 8px;
    border: 1px solid #c9c3d3;
    border-radius: 6px;
  }
  [aria-invalid='true'] {
    border-color: #b3261e;
    border-width: 2px;
  }
  .error {
    margin: 0;
    color: #b3261e;
    font-size: 0.8125rem;
  }
  .hint {
    margin: 0;
    color: #5f5868;
    font-size: 0.75rem;
  }
`;

export const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 16px;
  border-block-end: 1px solid #ddd;
  h1 {
    font-size: 1.125rem;
    margin: 0;
    margin-inline-end: auto;
  }
`;

export const Card = styled.div`
  display: grid;
  gap: 12px;
  max-width: 360px;
  margin: 64px auto;
  padding: 24px;
  border: 1px solid #ddd;
  border-radius: 12px;
`;

export const Workspace = styled.div`
  display: grid;
  grid-template-columns: 280px 1fr;
  min-height: calc(100vh - 50px);
`;

export const Sidebar = styled.nav`
  padding: 12px;
  border-inline-end: 1px solid #ddd;
  overflow: auto;
  max-height: calc(100vh - 50px);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 4px;
    padding-block: 4px;
    font-size: 0.8125rem;
  }
  .name {
    display: grid;
    min-width: 0;
  }
  .uri {
    overflow-wrap: anywhere;
  }
  .title {
    color: #5f5868;
    font-size: 0.75rem;
  }
  > input[type='search'] {
    inline-size: 100%;
    box-sizing: border-box;
    margin-block-start: 4px;
  }
  .count {
    min-height: 1.25em;
    margin-block: 4px;
    font-size: 0.8125rem;
  }
  .selected {
    margin-block-start: 12px;
    padding-block-start: 8px;
    border-block-start: 1px solid #ddd;
    p {
      margin-block: 0 8px;
      font-size: 0.8125rem;
    }
    h3 {
      margin: 0;
      font-size: 0.95rem;
    }
    form {
      margin-block: 8px 0;
    }
    .actions {
      display: flex;
      gap: 8px;
    }
    .primary {
      background: #5b2a86;
      color: #fff;
      border: none;
      border-radius: 6px;
      padding-inline: 12px;
    }
  }
  .locales button {
    min-width: 32px;
  }
  button[aria-pressed='true'] {
    background: #5b2a86;
    color: #fff;
  }
  form {
    display: grid;
    gap: 8px;
    margin-block: 16px;
  }
`;

export const Main = styled.main`
  min-width: 0;
  .status {
    min-height: 1.5em;
    margin: 4px 12px;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  padding: 8px 12px;
  border-block-end: 1px solid #eee;
  .primary {
    background: #5b2a86;
    color: #fff;
    border: none;
    border-radius: 6px;
    padding-inline: 12px;
  }
`;

export const Checks = styled.section`
  margin: 8px 12px;
  padding: 8px 12px;
  border: 1px solid #e0c46c;
  background: #fffbea;
  border-radius: 8px;
  h3 {
    margin: 4px 0;
    font-size: 0.95rem;
  }
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
