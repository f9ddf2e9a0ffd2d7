/** The checkpoint was not where this runner read it: another runner moved it. The batch was rolled back. */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
  constructor(
    readonly projectionName: string,
    readonly expectedPosition: string,
  ) {
    super(`Checkpoint of projection ${projectionName} is no longer at ${expectedPosition}; the batch was rolled back`);
  }
}

/** This runner's lease on a projection was taken over: it must stop applying batches. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
  constructor(
    readonly projectionName: string,
    readonly ownerId: string,
  ) {
    super(`Runner ${ownerId} no longer holds the lease on projection ${projectionName}`);
  }
}
