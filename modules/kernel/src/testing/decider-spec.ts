import { Decider, DomainEvent, foldEvents } from '../commands/decider';

/**
 * given / when / then for deciders:
 *   given(decider, [events]).when(command).then([events]), .thenNothingHappened()  or  .thenThrows(ErrorClass, 'message')
 */
export function given<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  history: readonly Event[] = [],
) {
  return {
    when(command: Command) {
      const run = () => decider.decide(command, foldEvents(decider, history));
      return {
        then(expected: readonly Event[]) {
          expect(run()).toEqual(expected);
        },
        /** The command is accepted and records nothing (a repeat, or a change to what already is). */
        thenNothingHappened() {
          expect(run()).toEqual([]);
        },
        thenThrows(errorClass: new (...args: never[]) => Error, message?: string | RegExp) {
          expect(run).toThrow(errorClass);
          if (message !== undefined) expect(run).toThrow(message);
        },
        /** For commands whose events carry generated values: check them with a custom matcher. */
        thenEvents(check: (events: Event[]) => void) {
          check(run());
        },
      };
    },
  };
}
