/**
 * The layout of a directory shown as a list beside a map (the shop locator, the Platinum partners):
 * filters in a wrapping row, then the list and the map side by side from 900 px (the map sticks while
 * the list scrolls), each entry a card that stands out when its pin was chosen (`.selected` or the
 * `#id` target). Each screen adds the styles of its own cards.
 */
import styled from 'styled-components';

export const MapDirectory = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  .filters {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    align-items: end;
  }
  .field {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    flex: 1 1 200px;
    min-width: 0;
  }
  .field label {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  select {
    min-height: ${({ theme }) => theme.target};
    max-width: 100%;
    padding-inline: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
  .messages:empty {
    display: none;
  }
  .results {
    display: grid;
    gap: ${({ theme }) => theme.space.lg};
    grid-template-columns: minmax(0, 1fr);
    align-items: start;
  }
  @media (min-width: 900px) {
    .results {
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    }
    .map {
      position: sticky;
      top: ${({ theme }) => theme.space.md};
    }
  }
  .note {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .count {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: normal;
  }
  ul {
    display: grid;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    scroll-margin-top: ${({ theme }) => theme.space.xl};
  }
  li.selected,
  li:target {
    border-color: ${({ theme }) => theme.color.primary};
    border-inline-start-width: 6px;
  }
  article {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  article p {
    margin: 0;
  }
`;
