/** A sleep that can be cut short. A ring while nobody sleeps is kept for the next sleep. */
export class Alarm {
  private rung = false;
  private wake: (() => void) | null = null;

  ring(): void {
    this.rung = true;
    this.wake?.();
  }

  /** Resolves true when rung, false when the time ran out. */
  sleep(ms: number): Promise<boolean> {
    if (this.rung) {
      this.rung = false;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(false), ms);
      const finish = (rang: boolean) => {
        clearTimeout(timer);
        this.wake = null;
        this.rung = false;
        resolve(rang);
      };
      this.wake = () => finish(true);
    });
  }
}
