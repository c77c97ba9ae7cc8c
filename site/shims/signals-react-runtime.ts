// Under Preact, @preact/signals tracks signal reads by itself; shared components still call
// useSignals() so that they re-render under real React in the editor build (STACK-NOTES "Visitor build").
export function useSignals() {
  return { [(Symbol as { dispose?: symbol }).dispose ?? Symbol.for('Symbol.dispose')]() {}, f() {} } as never;
}
