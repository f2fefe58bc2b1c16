import type { Meta, StoryObj } from '@storybook/nextjs';
import { ErrorPage } from './ErrorPage';

/**
 * The error pages of spec sections 2 and 8. The 404 page shows the path the visitor asked for
 * (here from the `path` arg; on the site, from the browser's address). The others offer a reload.
 */
const meta = {
  title: 'Shell/Errors/ErrorPage',
  component: ErrorPage,
  args: { kind: 404 },
  argTypes: { kind: { control: { type: 'select' }, options: [404, 500, 503, 'fatal'] } },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const notFound: Story = { args: { kind: 404, path: '/personal/plans/unknown-plan?ref=sms' } };
export const NotFoundArabic: Story = { ...notFound, globals: { locale: 'ar' } };
export const NotFoundEnglish: Story = { ...notFound, globals: { locale: 'en' } };
export const NotFoundKurdish: Story = { ...notFound, globals: { locale: 'ku' } };

const internal: Story = { args: { kind: 500 } };
export const InternalErrorArabic: Story = { ...internal, globals: { locale: 'ar' } };
export const InternalErrorEnglish: Story = { ...internal, globals: { locale: 'en' } };
export const InternalErrorKurdish: Story = { ...internal, globals: { locale: 'ku' } };

const unavailable: Story = { args: { kind: 503 } };
export const UnavailableArabic: Story = { ...unavailable, globals: { locale: 'ar' } };
export const UnavailableEnglish: Story = { ...unavailable, globals: { locale: 'en' } };
export const UnavailableKurdish: Story = { ...unavailable, globals: { locale: 'ku' } };

/** What the error boundary shows when rendering fails. */
const fatal: Story = { args: { kind: 'fatal' } };
export const FatalArabic: Story = { ...fatal, globals: { locale: 'ar' } };
export const FatalEnglish: Story = { ...fatal, globals: { locale: 'en' } };
export const FatalKurdish: Story = { ...fatal, globals: { locale: 'ku' } };
