import { catalogProjection, lessonNoteProjection } from '@notebook/catalog';
import { identityProjection } from '@notebook/identity';
import type { Projection } from '@notebook/read-models';

/** Every read model the application keeps. The worker runs them; replay rebuilds them. */
export const applicationProjections: readonly Projection[] = [identityProjection, catalogProjection, lessonNoteProjection];
