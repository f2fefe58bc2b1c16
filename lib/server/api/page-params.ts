/** The `uri` and `lang` every editor page endpoint takes. */
import { z } from 'zod';
import { locales } from '@/lib/locales';
import { uriParam } from './params';

export const pageQuery = z.object({ uri: uriParam(), lang: z.enum(locales) });
