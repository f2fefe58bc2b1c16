import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-family: 'Noto Sans Arabic', 'Inter', system-ui, sans-serif;
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight};
  }

  html[lang='en'] body { font-family: 'Inter', 'Noto Sans Arabic', system-ui, sans-serif; }

  a { color: ${({ theme }) => theme.color.link}; }

  img, svg, video { max-width: 100%; height: auto; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  button, input, select, textarea { font: inherit; color: inherit; }

  /* Phone numbers and codes read left to right inside right-to-left text (design.md section 8). */
  .ltr { direction: ltr; unicode-bidi: isolate; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
