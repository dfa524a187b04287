// `<file>.json?all`: the whole JSON as a module of its own (lib/texts.ts)
declare module '*.json?all' {
  const value: Record<string, unknown>;
  export default value;
}
