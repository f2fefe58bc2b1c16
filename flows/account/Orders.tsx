/**
 * /personal/my-account/orders: the subscriber's shop orders. The shop does not exist yet, so there are
 * none: the empty state, with a link to the 4G routers and SIM cards that exist today (not to the shop's
 * future address, which would be a 404).
 */
import { useTranslations } from 'next-intl';
import { SmartLink } from '@/ui/SmartLink';
import { accountLinks } from './links';
import { Empty, Screen } from './ui';

export function Orders() {
  const t = useTranslations('myAccount.orders');
  return (
    <Screen>
      <h1>{t('title')}</h1>
      <Empty>
        <p>
          <strong>{t('empty')}</strong>
        </p>
        <p>{t('emptyHint')}</p>
        <SmartLink href={accountLinks.devices}>{t('toDevices')}</SmartLink>
      </Empty>
    </Screen>
  );
}
