import type { ContentStatus } from '@notebook/contracts';

export const otherStatus = (status: ContentStatus): ContentStatus => (status === 'ACT' ? 'INA' : 'ACT');
