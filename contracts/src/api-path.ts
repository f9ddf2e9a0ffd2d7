import { AnnotationPaths, ResourcePaths } from './annotations';
import { ApiPaths } from './api-paths';
import { ImagePaths } from './images';

/** The string leaves of a nested `as const` path map. */
type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/**
 * Every path the API serves or plans to serve, as one type: a caller typed with it (the test
 * client, for one) cannot name a call the contracts do not list.
 */
export type ApiPath =
  Leaves<typeof ApiPaths> | Leaves<typeof AnnotationPaths> | Leaves<typeof ResourcePaths> | Leaves<typeof ImagePaths>;
