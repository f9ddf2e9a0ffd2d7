import { INestApplicationContext, Injectable, OnModuleInit, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ACCESS_METADATA, AccessRule } from './access.decorators';

/** One HTTP route of the application as Nest declares it, with the access rule it declares (if any). */
export type RouteEntry = {
  method: string;
  /** The route's path without the global prefix, e.g. `adminChapter/getChapterMenu` or `getKFPCaseDTO/:kfpCaseID`. */
  path: string;
  /** `Controller.handler`, for messages. */
  handler: string;
  rule: AccessRule | undefined;
};

/** The rule of a handler: its own decorator, else its controller's (the guard reads the same two). */
export function accessRuleOf(reflector: Reflector, handler: object, controller: object): AccessRule | undefined {
  return reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_METADATA, [handler as never, controller as never]);
}

/** Every route of every controller in the application, from the metadata Nest keeps. */
export function routeTable(discovery: DiscoveryService, scanner: MetadataScanner, reflector: Reflector): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
    if (!controller) continue;
    const prototype = controller.prototype as Record<string, unknown>;
    const base = joinPaths(Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined);
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as object;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (path === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod] ?? 'GET';
      for (const one of Array.isArray(path) ? path : [path]) {
        routes.push({
          method,
          path: [base, one].filter(Boolean).join('/').replace(/\/+/g, '/').replace(/^\//, ''),
          handler: `${controller.name}.${name}`,
          rule: accessRuleOf(reflector, handler, controller),
        });
      }
    }
  }
  return routes;
}

function joinPaths(path: string | string[] | undefined): string {
  return (Array.isArray(path) ? path[0] : path)?.replace(/^\/|\/$/g, '') ?? '';
}

/** The route table of a running application (its kernel module provides the discovery services). */
export function routeTableOf(app: INestApplicationContext): RouteEntry[] {
  return routeTable(app.get(DiscoveryService), app.get(MetadataScanner), app.get(Reflector));
}

/** Thrown at start-up when a route declares no access rule: deny by default, named so it is fixed. */
export class MissingAccessRuleError extends Error {
  constructor(readonly routes: RouteEntry[]) {
    super(
      `Every route needs an access rule (@PublicAccess, @AnyUserAccess, @ReaderAccess or @AdminAccess); none on: ${routes.map((route) => `${route.method} ${route.path} (${route.handler})`).join(', ')}`,
    );
  }
}

/**
 * Refuses to start an application with a route that declares no access rule. The guard refuses
 * such a route too (403), so a route added without a rule is closed either way.
 */
@Injectable()
export class AccessRuleCheck implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    const missing = routeTable(this.discovery, this.scanner, this.reflector).filter((route) => !route.rule);
    if (missing.length) throw new MissingAccessRuleError(missing);
  }
}
