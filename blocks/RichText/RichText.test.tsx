import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import { RichText } from './RichText';
import block from './block';

describe('RichText', () => {
  it('shows formatted text', () => {
    renderWithProviders(<RichText width="narrow" html="<h2>Roaming</h2><p>Use <strong>your line</strong> abroad.</p>" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Roaming' })).toBeInTheDocument();
    expect(screen.getByText('your line').tagName).toBe('STRONG');
  });

  it('renders nothing for empty text', () => {
    const { container } = renderWithProviders(<RichText width="full" html="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is sanitised by its definition before any page gets it', () => {
    const warnings: string[] = [];
    const dirty =
      '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><script>alert(1)</script>' +
      '<a href="https://example.com" target="_blank">ok</a><iframe src="https://evil.example/x"></iframe><span style="color:red">s</span></p>';
    const clean = block.normalize!({ html: dirty, width: 'narrow' }, { locale: 'en', warn: (m) => warnings.push(m) })!;
    expect(clean.html).not.toMatch(/script|onclick|onerror|javascript:|evil\.example|style=/i);
    expect(clean.html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(warnings).toHaveLength(1);
  });
});
