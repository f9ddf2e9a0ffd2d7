import type { ExecutionContext } from '@nestjs/common';

/**
 * What a guard reads from a route's decorators on every call, read once per controller and handler:
 * it is fixed once the application is built, and reading it through Reflect walks the prototype
 * chains on every call. Keyed by the controller too, as a handler may be inherited by several.
 */
export function routeMetadataOnce<T>(
  read: (handler: object, controller: object) => T,
): (context: ExecutionContext) => T {
  const byController = new WeakMap<object, WeakMap<object, { value: T }>>();
  return (context) => {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byHandler = byController.get(controller);
    if (!byHandler) byController.set(controller, (byHandler = new WeakMap()));
    let entry = byHandler.get(handler);
    if (!entry) byHandler.set(handler, (entry = { value: read(handler, controller) }));
    return entry.value;
  };
}
