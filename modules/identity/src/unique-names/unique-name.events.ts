import { z } from 'zod';
import { type EventOf, defineEvent } from '@notebook/kernel';

/** What must be named uniquely (case-insensitively): a role, a reader group. */
export const UniqueNameKind = ['role', 'readerGroup'] as const;
export type UniqueNameKind = (typeof UniqueNameKind)[number];

const claim = z.strictObject({ kind: z.enum(UniqueNameKind), name: z.string().min(1), ownerId: z.uuid() });
/** On `uniqueName-<kind>-<lower-case name>`: whoever appends first owns the name, until they release it. */
export const NameClaimed = defineEvent('NameClaimed', claim);
/** The owner was renamed: the name is free again. */
export const NameReleased = defineEvent('NameReleased', claim);
export type UniqueNameEvent = EventOf<typeof NameClaimed> | EventOf<typeof NameReleased>;

export const uniqueNameEventSchemas = [NameClaimed, NameReleased] as const;
export const uniqueNameStream = (key: string) => `uniqueName-${key}`;
export const uniqueNameKey = (kind: UniqueNameKind, name: string) => `${kind}-${name.trim().toLowerCase()}`;
