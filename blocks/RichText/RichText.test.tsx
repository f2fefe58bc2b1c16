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

  it('gives every cell of a table its column name, for the labelled stacked rows phones show', () => {
    renderWithProviders(
      <RichText
        width="full"
        html="<table><caption>Results</caption><thead><tr><th>Measure</th><th>2025</th><th>Change</th></tr></thead><tbody><tr><td>Revenue</td><td>1,420</td><td>+8.4%</td></tr></tbody></table>"
      />,
    );
    const table = screen.getByRole('table', { name: 'Results' });
    expect(screen.getByRole('cell', { name: '+8.4%' })).toHaveAttribute('data-label', 'Change');
    expect(screen.getByRole('cell', { name: 'Revenue' })).toHaveAttribute('data-label', 'Measure');
    expect(screen.getByRole('columnheader', { name: '2025' })).not.toHaveAttribute('data-label');
    expect(table).toHaveAttribute('data-stacked');
  });

  it('leaves a table without a header row to scroll in its own box', () => {
    renderWithProviders(<RichText width="full" html="<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>" />);
    expect(screen.getByRole('table')).not.toHaveAttribute('data-stacked');
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
