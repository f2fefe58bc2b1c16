/** Addresses of the my-account area (the money flows' pages are built by the operator-core work). */
export const accountLinks = {
  home: '/personal/my-account',
  profile: '/personal/my-account/profile',
  notifications: '/personal/my-account/notifications',
  usage: '/personal/my-account/usage',
  alerts: '/personal/my-account/alerts',
  orders: '/personal/my-account/orders',
  connectMifi: '/personal/my-account/connect-mifi',
  logout: '/personal/my-account/logout',
  lineInfo: '/personal/lineinfo',
  recharge: '/personal/my-account/recharge',
  autoRecharge: '/personal/my-account/auto-recharge',
  balanceTransfer: '/personal/my-account/balance-transfer',
  offers: '/personal/my-account/offers',
  bill: '/personal/my-account/bill',
  lostSim: '/personal/my-account/lost-sim',
  esim: '/personal/my-account/esim',
  shops: '/support/shops',
  /** Routers and SIM cards (a seeded page) until the shop exists. */
  devices: '/personal/four-g-lte',
} as const;
