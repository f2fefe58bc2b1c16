import { render, screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import { classed } from '../classed';
import { SmartLink } from '../SmartLink';

const Box = classed.div<{ $tone: 'brand' | 'plain'; $width?: string }>(
  'Box',
  { '--box-width': ({ $width }) => $width, '--box-gap': ({ $tone }) => ($tone === 'brand' ? '16px' : '8px') },
  ({ $tone }) => $tone === 'brand' && 'brand',
);
const Wide = classed(Box)('Wide');
const Plain = classed.p('Plain');

describe('classed', () => {
  it('gives the element its class, then the look chosen by props, then the caller\'s class', () => {
    render(<Box $tone="brand" className="extra" data-testid="box" />);
    expect(screen.getByTestId('box')).toHaveAttribute('class', 'Box brand extra');
  });

  it('keeps `$` props out of the DOM and sets the custom properties they choose', () => {
    render(<Box $tone="plain" $width="12rem" data-testid="box" style={{ color: 'red' }} />);
    const box = screen.getByTestId('box');
    expect(box).toHaveAttribute('class', 'Box');
    expect(box.getAttributeNames().filter((name) => name.includes('$') || name.includes('tone'))).toEqual([]);
    expect(box.style.getPropertyValue('--box-width')).toBe('12rem');
    expect(box.style.getPropertyValue('--box-gap')).toBe('8px');
    expect(box.style.color).toBe('red');
  });

  it('sets nothing for a value a prop leaves out', () => {
    render(<Box $tone="plain" data-testid="box" />);
    expect(screen.getByTestId('box').style.getPropertyValue('--box-width')).toBe('');
  });

  it('renders another element with `as`, and passes refs and attributes on', () => {
    let node: HTMLElement | null = null;
    render(
      <Plain as="section" aria-label="Offers" ref={(el: HTMLElement | null) => void (node = el)}>
        text
      </Plain>,
    );
    const section = screen.getByRole('region', { name: 'Offers' });
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveAttribute('class', 'Plain');
    expect(node).toBe(section);
  });

  it('wraps another classed component: both classes, and the inner one still reads the `$` props', () => {
    render(<Wide $tone="brand" data-testid="wide" />);
    expect(screen.getByTestId('wide')).toHaveAttribute('class', 'Box brand Wide');
  });

  it('wraps a plain component without handing it `$` props', () => {
    const Link = classed(SmartLink)<{ $active: boolean }>('Link', null, ({ $active }) => $active && 'active');
    renderWithProviders(
      <Link href="/personal" $active>
        Personal
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Personal' });
    expect(link).toHaveAttribute('class', 'Link active');
    expect(link.getAttributeNames().some((name) => name.startsWith('$'))).toBe(false);
  });
});
