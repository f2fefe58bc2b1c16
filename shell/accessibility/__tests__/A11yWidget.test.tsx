import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { a11yOptionNames, a11yOptions, type A11yOption } from '@/lib/accessibility/options';
import { apiFetch } from '@/lib/api/client';
import { renderWithProviders, testMessages } from '@/lib/testing/render';
import { ColorModeSelect } from '../../ColorModeSelect';
import { A11yButton } from '../A11yButton';
import * as stories from '../A11yWidget.stories';

jest.mock('@/lib/api/client', () => ({ apiFetch: jest.fn() }));

/** The page data `accessibility-settings` in a language, with a title of its own (to see it is used). */
function pageData(lang: 'ar' | 'en' | 'ku'): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out[name] = value;
      else walk(value as Record<string, unknown>, name);
    }
  };
  walk(testMessages[lang].accessibility as unknown as Record<string, unknown>, '');
  return { ...out, title: 'Accessibility settings (page data)' };
}

const labelOf: Record<A11yOption, string> = {
  theme: 'Colours',
  'text-size': 'Text size',
  'text-spacing': 'Text spacing',
  'hide-visuals': 'Hide images',
  'reading-mode': 'Reading mode',
  'big-cursor': 'Big cursor',
  'reading-mask': 'Reading mask',
  'reading-guide': 'Reading guide',
  'line-height': 'Line height',
  'text-align': 'Text alignment',
  saturation: 'Saturation',
  'color-palette': 'Colour palette',
};

const html = () => document.documentElement;
const optionButton = (name: A11yOption) => screen.getByRole('button', { name: new RegExp(`^${labelOf[name]}`) });
const storedA11yKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('accessibility-'));

async function openPanel(locale: 'ar' | 'en' | 'ku' = 'en') {
  renderWithProviders(<A11yButton />, { locale });
  const button = screen.getByRole('button', { name: testMessages[locale].accessibility.open });
  await userEvent.click(button);
  const panel = await screen.findByRole('dialog');
  return { button, panel };
}

beforeEach(() => {
  localStorage.clear();
  for (const name of [...html().getAttributeNames()]) if (name.startsWith('data-a11y-') || name === 'data-color-mode') html().removeAttribute(name);
  document.querySelectorAll('.a11y-mask, .a11y-guide').forEach((el) => el.remove());
  jest.mocked(apiFetch).mockImplementation(async (_path, options) => ({ success: true, data: pageData(options?.lang ?? 'en'), message: '' }) as never);
});

describe('accessibility widget', () => {
  it('a collapsed button named "Accessibility settings" in the page language; its panel uses the page data labels', async () => {
    renderWithProviders(<A11yButton />, { locale: 'ar' });
    const button = screen.getByRole('button', { name: 'إعدادات إمكانية الوصول' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('dialog', { name: 'Accessibility settings (page data)' });
    expect(apiFetch).toHaveBeenCalledWith('/api/v1/pageData', expect.objectContaining({ query: { uri: 'accessibility-settings' }, lang: 'ar' }));
    // Opening moved the focus into the panel: its Close button, the first of its controls.
    expect(within(panel).getByRole('button', { name: 'إغلاق' })).toHaveFocus();
  });

  it('every option cycles through its values, applied on <html> and stored, and wraps to off (nothing stored)', async () => {
    await openPanel();
    for (const name of a11yOptionNames) {
      const values = a11yOptions[name];
      for (let press = 1; press <= values.length; press += 1) {
        await userEvent.click(optionButton(name));
        const value = values[press % values.length];
        expect(optionButton(name)).toHaveAttribute('data-value', value);
        if (press < values.length) {
          expect(html()).toHaveAttribute(`data-a11y-${name}`, value);
          expect(localStorage.getItem(`accessibility-${name}`)).toBe(value);
        } else {
          expect(html()).not.toHaveAttribute(`data-a11y-${name}`);
          expect(localStorage.getItem(`accessibility-${name}`)).toBeNull();
        }
      }
    }
    expect(storedA11yKeys()).toEqual([]);
  });

  it('shows the value in words and announces each change politely', async () => {
    await openPanel();
    await userEvent.click(optionButton('text-size'));
    expect(optionButton('text-size')).toHaveTextContent('Large (20px)');
    expect(screen.getByRole('status')).toHaveTextContent('Text size: Large (20px)');
    await userEvent.click(optionButton('theme'));
    await userEvent.click(optionButton('theme'));
    expect(html()).toHaveAttribute('data-color-mode', 'dark');
    expect(screen.getByRole('status')).toHaveTextContent('Colours: Dark');
  });

  it('the cursor tools are exclusive: turning one on turns the others off', async () => {
    await openPanel();
    await userEvent.click(optionButton('big-cursor'));
    expect(html()).toHaveAttribute('data-a11y-big-cursor', 'on');
    await userEvent.click(optionButton('reading-mask'));
    expect(html()).toHaveAttribute('data-a11y-reading-mask', 'on');
    expect(html()).not.toHaveAttribute('data-a11y-big-cursor');
    expect(localStorage.getItem('accessibility-big-cursor')).toBeNull();
    expect(optionButton('big-cursor')).toHaveTextContent('Off');
    expect(document.querySelector('.a11y-mask')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(optionButton('reading-guide'));
    expect(html()).not.toHaveAttribute('data-a11y-reading-mask');
    expect(document.querySelector('.a11y-mask')).toBeNull();
    expect(document.querySelector('.a11y-guide')).not.toBeNull();
    expect(storedA11yKeys()).toEqual(['accessibility-reading-guide']);
  });

  it('reset restores every default and removes the stored values', async () => {
    localStorage.setItem('accessibility-legacy-option', 'x');
    await openPanel();
    for (const name of ['text-size', 'saturation', 'reading-guide', 'theme'] as const) await userEvent.click(optionButton(name));
    expect(storedA11yKeys().length).toBeGreaterThan(3);
    await userEvent.click(screen.getByRole('button', { name: 'Reset all settings' }));
    expect(storedA11yKeys()).toEqual([]);
    expect(html().getAttributeNames().filter((name) => name.startsWith('data-a11y-'))).toEqual([]);
    expect(document.querySelector('.a11y-guide')).toBeNull();
    for (const name of a11yOptionNames) expect(optionButton(name)).toHaveAttribute('data-value', a11yOptions[name][0]);
    expect(screen.getByRole('status')).toHaveTextContent('All accessibility settings are back to their defaults.');
  });

  it('shows what is stored; a missing or unknown stored value is text-base / light-spacing', async () => {
    localStorage.setItem('accessibility-text-size', 'text-xl');
    localStorage.setItem('accessibility-text-spacing', 'huge');
    await openPanel();
    expect(optionButton('text-size')).toHaveTextContent('Extra large (24px)');
    expect(optionButton('text-spacing')).toHaveAttribute('data-value', 'light-spacing');
    expect(optionButton('line-height')).toHaveTextContent('Off');
  });

  it('keyboard: opening moves the focus into the panel; Escape closes it and gives the focus back to the button', async () => {
    const { button, panel } = await openPanel('ku');
    expect(within(panel).getByRole('button', { name: 'داخستن' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(html()).toHaveAttribute('data-a11y-theme', 'light');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('falls back to the bundled labels when the page data cannot be loaded', async () => {
    jest.mocked(apiFetch).mockRejectedValue(new Error('offline'));
    await openPanel();
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Accessibility settings' })).toBeInTheDocument());
    expect(optionButton('saturation')).toHaveTextContent('Off');
  });

  // The stories in ar, en and ku render with no missing message and axe (WCAG 2.2 A/AA rules that need
  // no layout engine) finds nothing, with the panel open.
  it.each(['ar', 'en', 'ku'] as const)('stories: the open panel in %s is axe-clean with no missing message', async (locale) => {
    expect(stories).toHaveProperty(`Panel${{ ar: 'Arabic', en: 'English', ku: 'Kurdish' }[locale]}`);
    const { panel } = await openPanel(locale);
    await userEvent.click(panel.querySelector('button[data-option="text-size"]')!);
    const container = document.body;
    expect(container.textContent).not.toMatch(/accessibility\.|a11yWidget\./);
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("the widget's dark colours win over the footer's colour mode until the footer's next choice, which wins", async () => {
    localStorage.setItem('nuxt-color-mode', 'light');
    renderWithProviders(
      <>
        <ColorModeSelect />
        <A11yButton />
      </>,
      { locale: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accessibility settings' }));
    await screen.findByRole('dialog');
    await userEvent.click(optionButton('theme'));
    await userEvent.click(optionButton('theme'));
    expect(html()).toHaveAttribute('data-color-mode', 'dark');
    await userEvent.selectOptions(screen.getByRole('combobox'), 'light');
    expect(html()).toHaveAttribute('data-color-mode', 'light');
    expect(html()).not.toHaveAttribute('data-a11y-theme');
    expect(localStorage.getItem('accessibility-theme')).toBeNull();
  });
});
