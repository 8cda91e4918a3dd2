import { alicloud } from './alicloud';
import { aws } from './aws';
import { google } from './google';
import { BenchPlatform } from './types';

export const PLATFORMS: BenchPlatform[] = [alicloud, google, aws];
