/**
 * Loops for what spread arguments would do: `Math.max(...xs)` and `push(...xs)` put every element
 * on the call stack and overflow it ("Maximum call stack size exceeded") on input-sized arrays.
 * The lint rule against spread arguments (eslint.config.js) points here.
 */

/** `Math.max(start, ...values)` for any number of values (NaN if one is NaN). */
export function maxOf(values: Iterable<number>, start = -Infinity): number {
  let m = start;
  for (const v of values) m = Math.max(m, v);
  return m;
}

/** `Math.min(start, ...values)` for any number of values (NaN if one is NaN). */
export function minOf(values: Iterable<number>, start = Infinity): number {
  let m = start;
  for (const v of values) m = Math.min(m, v);
  return m;
}

/** `target.push(...items)` for any number of items; mutates and returns `target`. */
export function pushAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const x of items) target.push(x);
  return target;
}
