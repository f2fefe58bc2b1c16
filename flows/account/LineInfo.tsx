/**
 * /personal/lineinfo: the signed-in subscriber's line (number, prepaid or postpaid, status, balance)
 * and the MiFi lines linked to the account. GET /api/v1/account/line and /api/v1/account/mifi.
 */
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { LineData } from '@/lib/account-api';
import { formatPrice } from '@/lib/format';
import { SmartLink } from '@/ui/SmartLink';
import { isUnauthorized, useAccountApi } from './api';
import { MifiList, type MifiLine } from './ConnectMifi';
import { accountLinks } from './links';
import { Card, LoadError, Ltr, Screen, Skeleton } from './ui';
import { classed } from '@/ui/classed';
import styles from './LineInfo.module.css';

export function LineInfo() {
  const t = useTranslations('myAccount');
  const id = useId();
  const line = useAccountApi<LineData>('/api/v1/account/line');
  const mifi = useAccountApi<MifiLine[]>('/api/v1/account/mifi');
  return (
    <Screen>
      <h1>{t('lineInfo.title')}</h1>
      {line.isLoading && !line.data && <Skeleton label={t('common.loading')} lines={3} />}
      {line.error && !isUnauthorized(line.error) && !line.data && <LoadError onRetry={() => void line.mutate()} />}
      {line.data && (
        <Card aria-labelledby={`${id}-line`}>
          <h2 id={`${id}-line`}>{t('dashboard.line')}</h2>
          <Facts>
            <dt>{t('dashboard.number')}</dt>
            <dd>
              <Ltr>{line.data.msisdn}</Ltr>
            </dd>
            <dt>{t('dashboard.type')}</dt>
            <dd>{t(`lineType.${line.data.type}`)}</dd>
            <dt>{t('dashboard.status')}</dt>
            <dd>{t(`lineStatus.${line.data.status}`)}</dd>
            <dt>{t('dashboard.balance')}</dt>
            <dd>{t('common.iqd', { amount: formatPrice(line.data.balance) })}</dd>
            <dt>{t('lineInfo.bundles')}</dt>
            <dd>{line.data.subscriptions.length}</dd>
          </Facts>
        </Card>
      )}
      <Card aria-labelledby={`${id}-mifi`}>
        <h2 id={`${id}-mifi`}>{t('mifi.linkedTitle')}</h2>
        {mifi.isLoading && !mifi.data && <Skeleton label={t('common.loading')} lines={1} />}
        {mifi.error && !isUnauthorized(mifi.error) && !mifi.data && <LoadError onRetry={() => void mifi.mutate()} />}
        {mifi.data && <MifiList lines={mifi.data} />}
        <p>
          <SmartLink href={accountLinks.connectMifi}>{t('mifi.addLink')}</SmartLink>
        </p>
      </Card>
      <Card aria-labelledby={`${id}-sim`}>
        <h2 id={`${id}-sim`}>{t('lineInfo.simTitle')}</h2>
        <p>
          <SmartLink href={accountLinks.lostSim}>{t('lineInfo.lostSimLink')}</SmartLink>
        </p>
        <p>
          <SmartLink href={accountLinks.esim}>{t('lineInfo.esimLink')}</SmartLink>
        </p>
      </Card>
    </Screen>
  );
}

const Facts = classed.dl(styles.Facts);
