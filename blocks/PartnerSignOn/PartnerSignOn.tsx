
import { SignOnButton } from '@/flows/sso/SignOnButton';
import type { SsoSiteId } from '@/lib/sso';
import { classed } from '@/ui/classed';
import styles from './PartnerSignOn.module.css';

export interface PartnerSignOnProps {
  /** Which partner site the button signs the subscriber on to. */
  site: SsoSiteId;
  title: string;
  text: string;
  /** The button's text; empty for the default ("Open the mobile mall", "Go to partner world"). */
  buttonLabel: string;
}

/**
 * A card with the sign-on button of a partner site (mobile mall, partner world): the signed-in
 * subscriber arrives there already signed in; a visitor is asked to sign in first.
 */
export function PartnerSignOn({ site, title, text, buttonLabel }: PartnerSignOnProps) {
  return (
    <Card data-partner={site}>
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      <SignOnButton site={site} label={buttonLabel} />
    </Card>
  );
}

const Card = classed.section(styles.Card);
