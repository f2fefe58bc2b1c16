/**
 * The "Buy" of an add-on card: a link to the add-on's page (/personal/add-on/{id}, what works without
 * JavaScript or in a new tab) that opens the purchase modal in place. It stays tiny on purpose: it is
 * on every page with add-ons, and the modal's code is downloaded only when it is first wanted.
 */
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { localizePath, toLocale } from '@/lib/locales';

const PurchaseModal = dynamic(() => import('./PurchaseModal').then((m) => m.PurchaseModal), { ssr: false });

/** Starts downloading the modal when the pointer or the focus comes near the button. */
const warm = () => {
  void import('./PurchaseModal');
};

export interface BuyButtonProps {
  addonId: number;
  addonTitle: string;
  className?: string;
  children: ReactNode;
  initialMsisdn?: string;
}

export function BuyButton({ addonId, addonTitle, className, children, initialMsisdn }: BuyButtonProps) {
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const locale = toLocale(useRouter().locale);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Ctrl/Cmd/Shift-click and middle click keep their meaning (open the page in a new tab or window).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a
        ref={link}
        href={localizePath(`/personal/add-on/${addonId}`, locale)}
        className={className}
        aria-haspopup="dialog"
        onClick={onClick}
        onPointerEnter={warm}
        onFocus={warm}
        data-buy-addon={addonId}
      >
        {children}
      </a>
      {open && (
        <PurchaseModal addonId={addonId} addonTitle={addonTitle} initialMsisdn={initialMsisdn} returnFocus={link} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
