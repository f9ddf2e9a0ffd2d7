import { EventSchemaRegistry } from '@notebook/kernel';
import { applicationModules } from './modules';

/**
 * Every event type the application records, with its schema (docs/event-store.md): each module's
 * list, from its definition. The command executor checks each new event against it; the projection
 * runner and replay upcast older versions through it.
 */
export const applicationEventSchemas = new EventSchemaRegistry(
  applicationModules.flatMap((module) => module.eventSchemas),
);
