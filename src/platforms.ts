// The package root's one list of platforms: each line registers a built-in platform by its ID and
// loads its descriptor (src/<platform>/platform.ts) on first lookup, so that the root import loads
// no platform code. A new platform adds one line here (see ARCHITECTURE.md, "How to add a platform").
import { registerPlatform } from './core/platform/registry';

/* eslint-disable @typescript-eslint/no-require-imports */
registerPlatform('alicloud-fc', () => (require('./alicloud/platform') as typeof import('./alicloud/platform')).ALIBABA_FUNCTION_COMPUTE);
registerPlatform('gcp-cloudrun', () => (require('./google/platform') as typeof import('./google/platform')).GOOGLE_CLOUD_RUN);
registerPlatform('aws-eks', () => (require('./aws/platform') as typeof import('./aws/platform')).AMAZON_EKS);
/* eslint-enable @typescript-eslint/no-require-imports */
