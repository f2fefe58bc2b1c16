import type { ComponentType } from 'react';
import type { TopTaskIcon } from '@/lib/top-tasks';
import { CardIcon, PlusCircleIcon, ReceiptIcon, TransferIcon, UserIcon } from './icons';

/** The icon of each top task (lib/top-tasks.ts), shared by the header, the 404 page and QuickActions. */
export const taskIcons: Record<TopTaskIcon, ComponentType<{ size?: number }>> = {
  recharge: CardIcon,
  bill: ReceiptIcon,
  addon: PlusCircleIcon,
  transfer: TransferIcon,
  account: UserIcon,
};
