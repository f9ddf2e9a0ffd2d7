import { z } from 'zod';
import { ContentStatus, ContentType } from '@notebook/contracts';

/** The field schemas the catalog's events share. */
export const id = z.uuid();
export const ids = z.array(id);
export const status = z.enum(ContentStatus);
export const contentType = z.enum(ContentType);
/** Set for READER items, null for AUTHOR ones (the deciders keep the two in step). */
export const ownerReaderID = id.nullable();
