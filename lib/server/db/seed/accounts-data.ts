/** Texts the accounts feature stores in the database (in every language), shared by the seed and the services. */
import type { Localized } from '../schema';

/** The notification every new account gets (and the seeded demo account). */
export const welcomeNotification: { titles: Localized; bodies: Localized; link: string } = {
  titles: {
    ar: 'أهلاً بك في نور موبايل',
    en: 'Welcome to Nour Mobile',
    ku: 'بەخێربێیت بۆ نوور مۆبایل',
  },
  bodies: {
    ar: 'حسابك جاهز. من «حسابي» يمكنك متابعة رصيدك وباقاتك، وتعبئة الرصيد، وشراء الباقات الإضافية.',
    en: 'Your account is ready. In My account you can follow your balance and bundles, recharge, and buy add-ons.',
    ku: 'هەژمارەکەت ئامادەیە. لە «هەژمارەکەم» دەتوانیت باڵانس و پاکێجەکانت ببینیت، باڵانس پڕ بکەیتەوە و پاکێجی زیادە بکڕیت.',
  },
  link: '/personal/my-account',
};
