import { alicloud } from './alicloud';
import { BenchPlatform } from './types';

export const PLATFORMS: BenchPlatform[] = [alicloud];
