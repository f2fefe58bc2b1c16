/**
 * An eSIM activation code, shown once (issue 33 part 6): the QR code to scan, and the same as text for
 * phones that ask for it typed (the whole LPA string, or its SM-DP+ address and matching ID apart).
 * Used by the account's eSIM screen and by the new-line flow, each with its own words on how to get a new
 * code. Its heading takes the focus when it appears: the button that asked for it (or the check before
 * it) is gone, and keyboard and screen-reader users land on the code rather than at the top of the page.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import type { EsimActivation } from '@/lib/lines';
import { classed } from '@/ui/classed';
import styles from './EsimCode.module.css';

export function EsimCode({ activation, note }: { activation: EsimActivation; note?: string }) {
  const t = useTranslations('esim');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('codeTitle')}
      </h2>
      <p>{t('scanHint')}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made by the server, nothing to optimise */}
      <img src={activation.qrSvg} alt={t('qrAlt')} width={220} height={220} />
      <dl>
        <dt>{t('codeLabel')}</dt>
        <dd>
          <code dir="ltr" data-testid="lpa">
            {activation.activationCode}
          </code>
        </dd>
        <dt>{t('smdpLabel')}</dt>
        <dd>
          <code dir="ltr">{activation.smdpAddress}</code>
        </dd>
        <dt>{t('matchingLabel')}</dt>
        <dd>
          <code dir="ltr">{activation.matchingId}</code>
        </dd>
      </dl>
      <p className="note">{note ?? t('onceNote')}</p>
    </Box>
  );
}

const Box = classed.section(styles.Box);
