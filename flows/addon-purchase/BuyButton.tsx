/**
 * The "Buy" of an add-on card: a link to the add-on's page (/personal/add-on/{id}, what works without
 * JavaScript or in a new tab) that opens the purchase modal in place. It stays tiny on purpose: it is
 * on every page with add-ons (design.md section 9 budget), and the modal's code is downloaded only
 * when it is first wanted (pointer or focus on the button, or the click).
 */
import { useRouter } from 'next/router';
import { useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { localizePath, toLocale } from '@/lib/locales';
import type { PurchaseModalProps } from './PurchaseModal';
import type { PendingPurchase } from './resume';

let modal: Promise<ComponentType<PurchaseModalProps>> | undefined;
/** One download for the whole page, started by whichever button asks first (retried after a failure). */
const loadModal = () =>
  (modal ??= import('./PurchaseModal').then(
    (m) => m.PurchaseModal,
    (error: unknown) => {
      modal = undefined;
      throw error;
    },
  ));
const warm = () => {
  loadModal().catch(() => undefined);
};

export interface BuyButtonProps {
  addonId: number;
  addonTitle: string;
  className?: string;
  children: ReactNode;
  initialMsisdn?: string;
  /**
   * Back from a recharge started by this add-on's purchase (./resume.ts): the modal opens by itself
   * at the code, if that purchase is still waiting.
   */
  resume?: boolean;
}

export function BuyButton({ addonId, addonTitle, className, children, initialMsisdn, resume }: BuyButtonProps) {
  const [Modal, setModal] = useState<ComponentType<PurchaseModalProps> | null>(null);
  const [resumed, setResumed] = useState<PendingPurchase | null>(null);
  useEffect(() => {
    // Session storage is read here, after hydration: the server does not know it.
    // Its code loads only on the way back from a recharge (?resume=1), not with every add-on card.
    if (!resume) return;
    let live = true;
    import('./resume')
      .then(async ({ pendingPurchase }) => {
        const pending = pendingPurchase();
        if (!pending || pending.addonId !== addonId) return;
        const component = await loadModal();
        if (!live) return;
        setResumed(pending);
        setModal(() => component);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [resume, addonId]);
  const link = useRef<HTMLAnchorElement>(null);
  const href = localizePath(`/personal/add-on/${addonId}`, toLocale(useRouter().locale));
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Ctrl/Cmd/Shift-click and middle click keep their meaning (open the page in a new tab or window).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // If the modal cannot be downloaded (connection lost), the add-on's page still sells it.
    loadModal().then(
      (component) => setModal(() => component),
      () => window.location.assign(href),
    );
  };
  return (
    <>
      <a ref={link} href={href} className={className} aria-haspopup="dialog" onClick={onClick} onPointerEnter={warm} onFocus={warm} data-buy-addon={addonId}>
        {children}
      </a>
      {Modal && (
        <Modal
          addonId={addonId}
          addonTitle={addonTitle}
          initialMsisdn={initialMsisdn}
          returnFocus={link}
          resume={resumed}
          onClose={() => {
            setModal(null);
            setResumed(null);
          }}
        />
      )}
    </>
  );
}
