/** What the TMF adapter needs to reach the BSS (PROFILE.md, "Base paths" and "Security"). */
import { serverEnv } from '../../env';

/** The TM Forum Open APIs we speak, by number (635, usage, read only: ./usage.ts). */
export type TmfApi = '654' | '620' | '622' | '637' | '678' | '676' | '635';

export interface TmfConfig {
  /** Origin (and optional prefix) of the BSS, e.g. `http://127.0.0.1:3100`. */
  baseUrl: string;
  /** Each API's base path under `baseUrl` (`/tmf-api/prepayBalanceManagement/v4`…). */
  paths: Record<TmfApi, string>;
  /** OAuth2 token endpoint (client credentials). */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Time limit of each HTTP call (token, read, create, the lookup after a lost answer). */
  timeoutMs: number;
  /** Tests record or script the traffic through this; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** The adapter's settings from the environment (OPERATOR_CORE=tmf; env.ts refuses to start without them outside demo mode). */
export function tmfConfigFromEnv(): TmfConfig {
  const env = serverEnv();
  return {
    baseUrl: env.TMF_BASE_URL,
    paths: {
      '654': env.TMF_654_PATH,
      '620': env.TMF_620_PATH,
      '622': env.TMF_622_PATH,
      '637': env.TMF_637_PATH,
      '678': env.TMF_678_PATH,
      '676': env.TMF_676_PATH,
      '635': env.TMF_635_PATH,
    },
    tokenUrl: env.TMF_TOKEN_URL,
    clientId: env.TMF_CLIENT_ID,
    clientSecret: env.TMF_CLIENT_SECRET,
    timeoutMs: env.CORE_TIMEOUT_MS,
  };
}
