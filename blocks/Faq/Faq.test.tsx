import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { Providers, renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { Faq } from './Faq';

const items = [
  { question: 'How do I check my balance?', answer: 'Dial *100#.' },
  { question: 'Can I transfer credit?', answer: 'Yes, from 1,000 to 60,000 IQD.\nEvery day.' },
];

const jsonLdOf = (container: HTMLElement) => container.querySelector('script[type="application/ld+json"]');

describe('Faq', () => {
  it('shows the questions with their answers closed, and opens one when it is clicked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Faq title="Questions" items={items} />, { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 2, name: 'Questions' })).toBeInTheDocument();
    expect(screen.getByText('How do I check my balance?')).toBeVisible();
    expect(screen.getByText('Dial *100#.')).not.toBeVisible();
    await user.click(screen.getByText('How do I check my balance?'));
    expect(screen.getByText('Dial *100#.')).toBeVisible();
    expect(screen.getByText(/from 1,000 to 60,000/)).not.toBeVisible();
    await user.click(screen.getByText('How do I check my balance?'));
    expect(screen.getByText('Dial *100#.')).not.toBeVisible();
  });

  it('puts every question in the keyboard order', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Faq title="" items={items} />);
    await user.tab();
    expect(document.activeElement).toHaveTextContent('How do I check my balance?');
    expect(document.activeElement?.tagName).toBe('SUMMARY');
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Can I transfer credit?');
  });

  it('describes the questions as schema.org FAQPage data', () => {
    const { container } = renderWithProviders(<Faq title="Questions" items={items} />);
    const data = JSON.parse(jsonLdOf(container)!.textContent!);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
    });
  });

  it('escapes < in its data so an answer cannot close the script element', () => {
    const evil = { question: 'Is <b>bold</b> ok?', answer: '</script><script>alert(1)</script><!-- & -->' };
    const { container } = renderWithProviders(<Faq title="" items={[evil]} />);
    const script = jsonLdOf(container)!;
    expect(script.innerHTML).not.toContain('<');
    expect(script.innerHTML).toContain('\\u003c/script\\u003e');
    expect(container.querySelectorAll('script')).toHaveLength(1);
    const data = JSON.parse(script.textContent!);
    expect(data.mainEntity[0]).toEqual({ '@type': 'Question', name: evil.question, acceptedAnswer: { '@type': 'Answer', text: evil.answer } });
    // The visible answer is text, never markup.
    expect(screen.getByText('</script><script>alert(1)</script><!-- & -->', { exact: true })).toBeInTheDocument();
  });

  it('keeps the server-rendered page to one script element whatever the answers say', () => {
    const html = renderToStaticMarkup(
      <Providers>
        <Faq title="" items={[{ question: 'Q', answer: '</script><script>alert(1)</script>' }]} />
      </Providers>,
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(JSON.parse(doc.querySelector('script')!.textContent!).mainEntity[0].acceptedAnswer.text).toBe('</script><script>alert(1)</script>');
  });

  it('renders nothing, neither title nor data, without questions', () => {
    const { container } = renderWithProviders(<Faq title="Questions" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('needs both a question and an answer', () => {
    const bad = block.schema.safeParse({ title: '', items: [{ question: ' ', answer: '' }] });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.0.question', 'validation.required'],
      ['items.0.answer', 'validation.required'],
    ]);
  });
});
