import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Knows which subscription's handler the current async call runs inside, so that `stop()` called
 * from a subscription's own `onEvents` can return instead of waiting for that very handler.
 */
export class DeliveryContext<Owner extends object> {
  private readonly storage = new AsyncLocalStorage<Owner>();

  run<T>(owner: Owner, deliver: () => Promise<T>): Promise<T> {
    return this.storage.run(owner, deliver);
  }

  isInside(owner: Owner): boolean {
    return this.storage.getStore() === owner;
  }
}
