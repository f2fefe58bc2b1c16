/** A few of the demo site's pages as GET /api/editor/pages lists them, for stories and tests. */
import type { PageLocaleInfo, PageSummary } from '../types';

const live = (title: string, publishedVersion = 1, hasUnpublishedChanges = false): PageLocaleInfo => ({ title, publishedVersion, hasUnpublishedChanges, scheduledAt: null });
const draftOnly = (title: string): PageLocaleInfo => ({ title, publishedVersion: null, hasUnpublishedChanges: true, scheduledAt: null });

export const samplePages: PageSummary[] = [
  { uri: '/', locales: { ar: live('الرئيسية', 3), en: live('Home', 2), ku: live('سەرەکی') } },
  { uri: '/about-us', locales: { ar: live('من نحن'), en: live('About us', 2, true) } },
  { uri: '/business', locales: { ar: live('نور للأعمال'), en: live('Nour Business'), ku: live('نوور بۆ بازرگانی') } },
  { uri: '/personal', locales: { ar: live('عروض الأفراد', 4), en: live('Personal', 4), ku: live('تاکەکەسی', 2) } },
  { uri: '/personal/add-ons', locales: { ar: live('الإضافات'), en: live('Add-ons'), ku: live('پاکێجە زیادەکان') } },
  { uri: '/personal/roaming', locales: { ar: live('التجوال', 2), en: live('Roaming', 2), ku: live('ڕۆمینگ') } },
  { uri: '/summer-offer', locales: { ar: draftOnly('عرض الصيف'), en: draftOnly('Summer offer') } },
  { uri: '/support', locales: { ar: live('الدعم'), en: live('Support'), ku: live('پشتگیری') } },
];
