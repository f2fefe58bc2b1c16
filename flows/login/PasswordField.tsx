/**
 * A password box with a show/hide toggle, and the live list of the strong-password rules of spec
 * section 5 (8 to 30 characters, an uppercase and a lowercase letter, a digit, a special character).
 */
import { useTranslations } from 'next-intl';
import { useState, type InputHTMLAttributes } from 'react';
import { limits, patterns } from '@/lib/validation/rules';
import { CloseIcon } from '@/ui/icons';
import { CheckIcon } from '@/ui/content-icons';
import { VisuallyHidden } from '@/ui/primitives';
import { Field } from '../account/ui';
import { classed } from '@/ui/classed';
import styles from './PasswordField.module.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  describedBy?: string;
}

export function PasswordField({ id, label, error, hint, describedBy, ...input }: PasswordFieldProps) {
  const t = useTranslations('signIn.password');
  const [shown, setShown] = useState(false);
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      describedBy={describedBy}
      type={shown ? 'text' : 'password'}
      dir="ltr"
      autoCapitalize="off"
      spellCheck={false}
      {...input}
      after={
        <Toggle type="button" aria-pressed={shown} aria-controls={id} onClick={() => setShown((v) => !v)}>
          {t('show')}
        </Toggle>
      }
    />
  );
}

const Toggle = classed.button(styles.Toggle);

export const passwordRules = [
  { key: 'length', test: (v: string) => v.length >= limits.password.min && v.length <= limits.password.max },
  { key: 'upper', test: (v: string) => patterns.passwordUpper.test(v) },
  { key: 'lower', test: (v: string) => patterns.passwordLower.test(v) },
  { key: 'digit', test: (v: string) => patterns.passwordDigit.test(v) },
  { key: 'special', test: (v: string) => patterns.passwordSpecial.test(v) },
] as const;

/**
 * The rules, each ticked as soon as the password meets it. Not a live region (it would speak on every
 * key); the password box is described by it, and each rule says "met" or "not met" to screen readers.
 */
export function PasswordRules({ id, value }: { id: string; value: string }) {
  const t = useTranslations('signIn.password');
  return (
    <Rules id={id} aria-label={t('rulesTitle')}>
      {passwordRules.map((rule) => {
        const met = rule.test(value);
        return (
          <li key={rule.key} data-met={met}>
            {met ? <CheckIcon size={16} /> : <CloseIcon size={16} />}
            <span>{t(`rules.${rule.key}`, { min: limits.password.min, max: limits.password.max })}</span>
            <VisuallyHidden>{met ? t('met') : t('notMet')}</VisuallyHidden>
          </li>
        );
      })}
    </Rules>
  );
}

const Rules = classed.ul(styles.Rules);
