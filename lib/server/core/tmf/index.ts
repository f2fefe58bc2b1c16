/** The TMF implementation of OperatorCore (OPERATOR_CORE=tmf): what other modules and the BSS tests code against. */
export { TmfCore } from './core';
export { tmfConfigFromEnv, type TmfApi, type TmfConfig } from './config';
