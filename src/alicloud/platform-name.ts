/** The platform's name as users know it. */
export const PLATFORM_NAME = 'Alibaba Function Compute';
