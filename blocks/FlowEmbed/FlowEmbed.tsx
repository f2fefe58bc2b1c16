import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { flowRoutes, type EmbeddedFlow, type FlowName } from '@/lib/flows';
import { ArrowForwardIcon } from '@/ui/content-icons';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './FlowEmbed.module.css';

export interface FlowEmbedProps {
  /** Which coded flow (lib/flows.ts). */
  flow: FlowName;
  title: string;
  text: string;
}

/**
 * Flows shown in place, inside the page. Each is its own chunk, downloaded in the browser only on
 * pages that show it (the server renders the card with its link, which works without JavaScript).
 */
const embedded: Partial<Record<FlowName, ComponentType>> & Record<EmbeddedFlow, ComponentType> = {
  roaming: dynamic(() => import('@/flows/roaming/RoamingSearch').then((m) => m.RoamingSearch), { ssr: false }),
  'create-your-own': dynamic(() => import('@/flows/addon-purchase/CreateYourOwn').then((m) => m.CreateYourOwn), { ssr: false }),
  'imei-check': dynamic(() => import('@/flows/imei/ImeiCheck').then((m) => m.ImeiCheck), { ssr: false }),
  'platinum-partners': dynamic(() => import('@/flows/platinum/PartnerMap').then((m) => m.PartnerMap), { ssr: false }),
  'platinum-apply': dynamic(() => import('@/flows/platinum/PartnerApply').then((m) => m.PartnerApply), { ssr: false }),
  rewards: dynamic(() => import('@/flows/rewards/RewardsDashboard').then((m) => m.RewardsDashboard), { ssr: false }),
};

/** Whether a flow is shown inside the page rather than linked to. */
export const isEmbeddedFlow = (flow: FlowName) => Boolean(embedded[flow]);

/**
 * A place for a coded flow (recharge, bill payment, …) inside a page: a card with the title, the text
 * and a link to the flow's own page, in the page's language; the flows that can live inside a page
 * (roaming search, create your own, the IMEI check, the Platinum partners map and application) are
 * shown in place under the title instead.
 */
export function FlowEmbed({ flow, title, text }: FlowEmbedProps) {
  const t = useTranslations('blocks.FlowEmbed');
  const here = useRouter().asPath.split(/[?#]/)[0];
  const route = flowRoutes[flow];
  if (!route) return null;
  const Flow = embedded[flow];
  if (Flow) {
    return (
      <Card data-flow={flow} $embedded>
        <h2>{title}</h2>
        {text && <p>{text}</p>}
        {/* Without JavaScript, the flow's own page; none when this is that page (a link to itself). */}
        {route !== here && (
          <noscript>
            <SmartLink href={route}>{t(`actions.${flow}`)}</SmartLink>
          </noscript>
        )}
        <div className="flow">
          <Flow />
        </div>
      </Card>
    );
  }
  return (
    <Card data-flow={flow}>
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      <SmartLink href={route}>
        {t(`actions.${flow}`)}
        <ArrowForwardIcon />
      </SmartLink>
    </Card>
  );
}

const Card = classed.section<{ $embedded?: boolean }>(styles.Card, {
  '--flow-embed-card-justify-items': ({ $embedded }) => ($embedded ? 'stretch' : 'start'),
});
