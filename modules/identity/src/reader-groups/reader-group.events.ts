import { z } from 'zod';
import { type EventOf, defineEvent } from '@notebook/kernel';

/** A group of readers (notifications go to groups); names are trimmed, unique case-insensitively (checked by the service). */
const readerGroup = z.strictObject({ readerGroupId: z.uuid(), groupName: z.string().min(1), description: z.string() });
export const ReaderGroupCreated = defineEvent('ReaderGroupCreated', readerGroup);
export const ReaderGroupUpdated = defineEvent('ReaderGroupUpdated', readerGroup);
export type ReaderGroupEvent = EventOf<typeof ReaderGroupCreated> | EventOf<typeof ReaderGroupUpdated>;

export const ReaderGroupEventTypes = {
  ReaderGroupCreated: 'ReaderGroupCreated',
  ReaderGroupUpdated: 'ReaderGroupUpdated',
} as const;
export const readerGroupEventSchemas = [ReaderGroupCreated, ReaderGroupUpdated] as const;
export const readerGroupStream = (readerGroupId: string) => `readerGroup-${readerGroupId}`;
