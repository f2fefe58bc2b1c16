/**
 * Points are counted with the language's plural rules (issue 28: "105 نقطة"; Arabic says 3–10 and
 * 103–110 "نقاط", 1 "نقطة واحدة", 2 "نقطتان"; English "1 point"), in one message, price.points (the server's answers use it too: tests/messages/api-messages.test.ts).
 */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { testMessages } from '@/lib/testing/render';
import type { Locale } from '@/lib/locales';
import { usePoints } from '../points';

function points(locale: Locale) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={testMessages[locale]} timeZone="Asia/Baghdad">
      {children}
    </NextIntlClientProvider>
  );
  return renderHook(() => usePoints(), { wrapper }).result.current;
}

describe('usePoints', () => {
  it('says Arabic amounts with the Arabic plural', () => {
    const ar = points('ar');
    expect(ar(105)).toBe('105 نقاط');
    expect(ar(5)).toBe('5 نقاط');
    expect(ar(1)).toBe('نقطة واحدة');
    expect(ar(2)).toBe('نقطتان');
    expect(ar(15)).toBe('15 نقطة');
    expect(ar(100)).toBe('100 نقطة');
    expect(ar(1200)).toBe('1,200 نقطة');
  });

  it('says English and Kurdish amounts, digits grouped as everywhere on the site', () => {
    expect(points('en')(1)).toBe('1 point');
    expect(points('en')(1200)).toBe('1,200 points');
    expect(points('ku')(105)).toBe('105 خاڵ');
  });
});
