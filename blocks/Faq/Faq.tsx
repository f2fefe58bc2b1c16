
import { ChevronDownIcon } from '@/ui/icons';
import { classed } from '@/ui/classed';
import styles from './Faq.module.css';

export interface FaqProps {
  /** Optional heading above the questions (h2). */
  title: string;
  /** `answer` is plain text; line breaks are kept. */
  items: { question: string; answer: string }[];
}

/**
 * schema.org FAQPage data for search engines, from the same questions the visitor sees. `<`, `>` and
 * `&` are escaped so no text can close the script element or open a comment inside it.
 */
export function faqJsonLd(items: FaqProps['items']): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Frequently asked questions: each question opens its answer (native <details>, so it works before
 * scripts load and with every keyboard and screen reader), plus FAQPage structured data.
 */
export function Faq({ title, items }: FaqProps) {
  if (items.length === 0) return null;
  return (
    <Root>
      {title && <h2>{title}</h2>}
      {items.map((item, index) => (
        <Item key={index}>
          <summary>
            <span>{item.question}</span>
            <ChevronDownIcon />
          </summary>
          <p>{item.answer}</p>
        </Item>
      ))}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }} />
    </Root>
  );
}

const Root = classed.div(styles.Root);

const Item = classed.details(styles.Item);
