/**
 * The <option>s of a governorate <select>: a first, empty choice (`placeholder`: "Choose a governorate"
 * in a form, "All governorates" in a filter), then Iraq's governorates of lib/governorates.ts named in
 * the page's language, their ids as values. Every governorate list of the site is this one: addresses
 * (Profile, checkout), the Platinum partner map and the shop locator.
 */
import { useLocale } from 'next-intl';
import { governorates } from '@/lib/governorates';
import { toLocale } from '@/lib/locales';

export function GovernorateOptions({ placeholder }: { placeholder: string }) {
  const locale = toLocale(useLocale());
  return (
    <>
      <option value="">{placeholder}</option>
      {governorates.map((g) => (
        <option key={g.id} value={g.id}>
          {g[locale]}
        </option>
      ))}
    </>
  );
}
