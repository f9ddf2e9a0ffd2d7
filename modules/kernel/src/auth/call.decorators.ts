import { Get, HttpCode, Post, applyDecorators } from '@nestjs/common';
import { type EndpointPath, type HttpMethod, type PrivilegeRequirement, endpoints } from '@notebook/contracts';
import {
  AdminAccess,
  AdminSaveAccess,
  AnyUserAccess,
  PublicAccess,
  ReaderAccess,
  type SavePrivileges,
} from './access.decorators';

/**
 * The route of a contracts endpoint, with the method its contract gives it. A POST answers 200
 * (Nest's default for a POST is 201): every call answers 200 on success.
 */
export function EndpointRoute(path: EndpointPath): MethodDecorator {
  const method = (endpoints as Partial<Record<string, { method: HttpMethod }>>)[path]?.method;
  if (!method) throw new Error(`${path} is not an endpoint of the contracts (endpoints.ts)`);
  return method === 'GET' ? Get(path) : applyDecorators(Post(path), HttpCode(200));
}

/** A contracts endpoint and who may call it, in one decorator (see the matching …Access decorators). */
export const PublicCall = (path: EndpointPath) => applyDecorators(EndpointRoute(path), PublicAccess());
export const AnyUserCall = (path: EndpointPath) => applyDecorators(EndpointRoute(path), AnyUserAccess());
export const ReaderCall = (path: EndpointPath) => applyDecorators(EndpointRoute(path), ReaderAccess());
export const AdminCall = (path: EndpointPath, privileges?: PrivilegeRequirement) =>
  applyDecorators(EndpointRoute(path), AdminAccess(privileges));
/** A save-or-update endpoint: `add` when the body has no `idField`, `update` when it names the item. */
export const AdminSaveCall = (
  path: EndpointPath,
  idField: SavePrivileges['idField'],
  { add, update }: Omit<SavePrivileges, 'idField'>,
) => applyDecorators(EndpointRoute(path), AdminSaveAccess({ idField, add, update }));
