// Command-line options shared by the benchmarks: `--name value` pairs and the synthetic data set's sizes.
const args = process.argv.slice(2);

/** The value after `--name`, or the fallback. */
export function option(name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

/** Whether `--name` is given (a flag without a value). */
export function flag(name) {
  return args.includes(`--${name}`);
}

/** The synthetic data set's sizes (apps/api's generator), each overridable by `--users N` and so on. */
export function dataSizes(defaults = {}) {
  const base = {
    users: 2000,
    tutorials: 20_000,
    questions: 20_000,
    comments: 200_000,
    tags: 200,
    ...defaults,
  };
  return Object.fromEntries(Object.entries(base).map(([name, value]) => [name, Number(option(name, value))]));
}
