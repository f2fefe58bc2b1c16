/**
 * The operator's brand, in one place so the product can be white-labelled.
 * The brand is fictional.
 */
export const brand = {
  name: { ar: 'نور موبايل', en: 'Nour Mobile', ku: 'نوور مۆبایل' },
  shortName: 'Nour',
  logo: '/brand/logo.svg',
  colors: {
    primary: '#5b2a86',
    primaryContrast: '#ffffff',
    accent: '#e4002b',
    success: '#17803d',
    danger: '#c8102e',
  },
  /** Short code a subscriber texts "0" to in order to cancel a subscription (spec section 9). */
  cancelShortCode: '2020',
  customerCareNumber: '107',
  customerCareInternational: '+9647700000107',
  /** Service whose /content links get the language suffix (spec section 2, link building). */
  contentServiceName: 'partner-world',
  siteUrl: 'https://www.nour-mobile.example',
  /** The operator's details printed on bills and receipts (fictional, like the brand). */
  legal: {
    name: { ar: 'شركة نور موبايل للاتصالات', en: 'Nour Mobile Telecommunications Company', ku: 'کۆمپانیای نوور مۆبایل بۆ پەیوەندییەکان' },
    address: { ar: 'شارع السعدون، بغداد، العراق', en: 'Al-Saadoun Street, Baghdad, Iraq', ku: 'شەقامی سەعدوون، بەغدا، عێراق' },
    vatNumber: '100-482-7731',
  },
} as const;
