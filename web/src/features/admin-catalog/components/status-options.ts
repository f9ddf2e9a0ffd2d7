import type { ContentStatus } from '@notebook/contracts';

export const statusOptions: ReadonlyArray<{ value: ContentStatus; label: string }> = [
  { value: 'ACT', label: 'Active' },
  { value: 'INA', label: 'Inactive' },
];

export const otherStatus = (status: ContentStatus): ContentStatus => (status === 'ACT' ? 'INA' : 'ACT');
