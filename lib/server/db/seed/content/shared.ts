/**
 * Blocks used on more than one seeded page: the way to the shop locator (/support/shops), and what a
 * shop does with its usual hours and the care number for those who would rather ask.
 */
import type { Locale } from '@/lib/locales';
import { b, t, type BlockInput } from './helpers';

const CARE_ABROAD = '+9647700000107';
const ltr = (s: string) => `<span dir="ltr">${s}</span>`;

/** What a Nour shop does, how to find the nearest one (call 107), and the opening hours. */
export const nearestShop = (locale: Locale): BlockInput =>
  b('RichText', {
    html: t(
      `<p>في كل متاجر نور ولدى وكلائنا المعتمدين تستطيع تبديل شريحتك وشراء خط جديد ودفع فاتورتك. لتعرف أقرب متجر إليك، اتصل بخدمة العملاء على الرقم <a href="tel:107">107</a> (مجاناً من أي خط نور، على مدار الساعة) أو على <a href="tel:${CARE_ABROAD}">${ltr(CARE_ABROAD)}</a> من أي هاتف، ونعطيك عنوانه.</p><h3>ساعات العمل</h3><table><tbody><tr><td>السبت إلى الخميس</td><td>9:00 صباحاً حتى 9:00 مساءً</td></tr><tr><td>الجمعة</td><td>2:00 ظهراً حتى 9:00 مساءً</td></tr></tbody></table><p>ويمكنك أيضاً <a href="/about/contact-form">أن تكتب لنا</a>.</p>`,
      `<p>Every Nour shop and authorised dealer can swap your SIM, sell you a new line and take your bill payment. To find the one nearest you, call customer care on <a href="tel:107">107</a> (free from any Nour line, around the clock) or <a href="tel:${CARE_ABROAD}">${CARE_ABROAD}</a> from any phone, and we will give you its address.</p><h3>Opening hours</h3><table><tbody><tr><td>Saturday to Thursday</td><td>9:00 am to 9:00 pm</td></tr><tr><td>Friday</td><td>2:00 pm to 9:00 pm</td></tr></tbody></table><p>You can also <a href="/about/contact-form">write to us</a>.</p>`,
      `<p>لە هەموو فرۆشگاکانی نوور و لای بریکارە ڕێپێدراوەکانمان دەتوانیت سیمکارتەکەت بگۆڕیت، هێڵی نوێ بکڕیت و پسوڵەکەت بدەیت. بۆ زانینی نزیکترین فرۆشگا، پەیوەندی بە خزمەتگوزاری کڕیاران بکە لە <a href="tel:107">107</a> (بەخۆڕایی لە هەر هێڵێکی نوورەوە، شەو و ڕۆژ) یان لە هەر مۆبایلێکەوە بە <a href="tel:${CARE_ABROAD}">${ltr(CARE_ABROAD)}</a>، ناونیشانەکەیت پێدەدەین.</p><h3>کاتەکانی کارکردن</h3><table><tbody><tr><td>شەممە تا پێنجشەممە</td><td>9:00ی بەیانی تا 9:00ی شەو</td></tr><tr><td>هەینی</td><td>2:00ی پاشنیوەڕۆ تا 9:00ی شەو</td></tr></tbody></table><p>دەتوانیت <a href="/about/contact-form">بۆمان بنووسیت</a>.</p>`,
    )[locale],
    width: 'narrow',
  });

/** A card that opens the shop locator (/support/shops: map, list, near me). */
export const shopLocatorCard = (locale: Locale): BlockInput =>
  b('FlowEmbed', {
    flow: 'shop-locator',
    title: t('اعثر على أقرب متجر', 'Find your nearest shop', 'نزیکترین فرۆشگا بدۆزەرەوە')[locale],
    text: t(
      'كل متاجر نور ووكلائها ومراكز خدمتها على الخريطة، مع ساعات العمل والاتجاهات.',
      'Every Nour store, dealer and service centre on the map, with opening hours and directions.',
      'هەموو فرۆشگا و بریکار و سەنتەرەکانی خزمەتگوزاریی نوور لەسەر نەخشە، لەگەڵ کاتی کارکردن و ڕێنمایی ڕێگا.',
    )[locale],
  });
