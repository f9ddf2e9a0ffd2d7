import { INestApplicationContext, Injectable, OnModuleInit, type PipeTransform, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { ZodType } from 'zod';
import { ZodPipe } from '../http/zod.pipe';
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
  return declaredRoutes(discovery, scanner, reflector).map(({ route }) => route);
}

type DeclaredRoute = {
  route: RouteEntry;
  controller: new (...args: never[]) => object;
  methodName: string;
  moduleName: string;
};

function declaredRoutes(discovery: DiscoveryService, scanner: MetadataScanner, reflector: Reflector): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
    if (!controller) continue;
    const moduleName = (wrapper.host?.metatype as { name?: string } | undefined)?.name ?? '';
    const prototype = controller.prototype as Record<string, unknown>;
    const base = joinPaths(Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined);
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as object;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (path === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod] ?? 'GET';
      for (const one of Array.isArray(path) ? path : [path]) {
        const route = {
          method,
          path: [base, one].filter(Boolean).join('/').replace(/\/+/g, '/').replace(/^\//, ''),
          handler: `${controller.name}.${name}`,
          rule: accessRuleOf(reflector, handler, controller),
        };
        routes.push({ route, controller, methodName: name, moduleName });
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

/**
 * What a route takes, read from its parameter decorators: the zod schemas of `new ZodPipe(schema)`
 * on `@Body()`, `@Query()` and `@Param()`, and the values it reads by name without a schema.
 */
export type RouteInputs = {
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  /** `@Param('x')`, `@Query('x')`, `@Headers('x')` without a schema. */
  named: Array<{ in: 'path' | 'query' | 'header'; name: string }>;
  /** Reads a body without a schema (`@Body()` bare, or the request itself: a raw upload, a webhook, a form). */
  unvalidatedBody: boolean;
};

/** A route with the module and controller that declare it and the inputs it validates (for the API document). */
export type DescribedRoute = RouteEntry & { module: string; controller: string; inputs: RouteInputs };

/** Every route of every controller, each with the module and controller that declare it and what it takes. */
export function describedRouteTable(
  discovery: DiscoveryService,
  scanner: MetadataScanner,
  reflector: Reflector,
): DescribedRoute[] {
  return declaredRoutes(discovery, scanner, reflector).map(({ route, controller, methodName, moduleName }) => ({
    ...route,
    module: moduleName,
    controller: controller.name,
    inputs: routeInputs(controller, methodName),
  }));
}

/** The described route table of a running application. */
export function describedRouteTableOf(app: INestApplicationContext): DescribedRoute[] {
  return describedRouteTable(app.get(DiscoveryService), app.get(MetadataScanner), app.get(Reflector));
}

type RouteArgument = { index: number; data?: unknown; pipes?: PipeTransform[] };
const NAMED_IN: Partial<Record<RouteParamtypes, RouteInputs['named'][number]['in']>> = {
  [RouteParamtypes.PARAM]: 'path',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.HEADERS]: 'header',
};
const SCHEMA_OF: Partial<Record<RouteParamtypes, 'body' | 'query' | 'params'>> = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'params',
};

function routeInputs(controller: object, methodName: string): RouteInputs {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodName) ?? {}) as Record<
    string,
    RouteArgument
  >;
  const inputs: RouteInputs = { named: [], unvalidatedBody: false };
  for (const [key, argument] of Object.entries(args)) {
    // Custom decorators (`@CurrentUser()`) have keys that are not a bare parameter type: not inputs.
    if (!/^\d+:\d+$/.test(key)) continue;
    const type = Number(key.split(':')[0]) as RouteParamtypes;
    const schema = argument.pipes?.map(schemaOfPipe).find(Boolean);
    const where = SCHEMA_OF[type];
    if (schema && where && typeof argument.data !== 'string') inputs[where] = schema;
    else if (typeof argument.data === 'string' && NAMED_IN[type])
      inputs.named.push({ in: NAMED_IN[type], name: argument.data });
    else if (type === RouteParamtypes.BODY || type === RouteParamtypes.REQUEST || type === RouteParamtypes.RAW_BODY)
      inputs.unvalidatedBody = true;
  }
  return inputs;
}

function schemaOfPipe(pipe: PipeTransform): ZodType | undefined {
  // The pipe keeps its schema private to its callers; the document is the one reader that needs it.
  return pipe instanceof ZodPipe ? (pipe as unknown as { schema: ZodType }).schema : undefined;
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
