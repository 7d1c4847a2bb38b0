/**
 * A small state machine: the allowed transitions of a record, named by the command that
 * performs them, so the server refuses and the web hides the same moves.
 */
export type Transitions<S extends string, C extends string> = Record<
  C,
  { from: readonly S[]; to: S }
>;

export function defineMachine<S extends string, C extends string>(transitions: Transitions<S, C>) {
  return {
    transitions,
    /** The state a command leads to, or null when it is not allowed from `state`. */
    next(state: S, command: C): S | null {
      const rule = transitions[command];
      return rule.from.includes(state) ? rule.to : null;
    },
    can(state: S, command: C): boolean {
      return transitions[command].from.includes(state);
    },
    /** Every command allowed from `state`, in declaration order. */
    commandsFrom(state: S): C[] {
      return (Object.keys(transitions) as C[]).filter((command) =>
        transitions[command].from.includes(state),
      );
    },
  };
}
