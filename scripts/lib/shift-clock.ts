/**
 * Runs a Node process (and the Vitest workers it starts) as if it were another time: `Date`
 * starts at FORTUNA_CLOCK (an ISO time) and runs on from there. For finding what only fails at
 * certain hours: the first minutes of a day, a month or a year on the site's clock (+8), early
 * in a week.
 *   FORTUNA_CLOCK=2027-01-01T00:00:30+08:00 NODE_OPTIONS=--import=./scripts/lib/shift-clock.ts \
 *     npx vitest run --project backend
 */
const target = process.env.FORTUNA_CLOCK;
if (target) {
  const at = Date.parse(target);
  if (Number.isNaN(at)) throw new Error(`FORTUNA_CLOCK is not a time: ${target}`);
  const RealDate = Date;
  // One timeline for the process and the ones it starts (Vitest's workers, a build's seeding):
  // the first works out the shift, the others inherit it.
  const inherited = Number(process.env.FORTUNA_CLOCK_SHIFT_MS);
  const shift =
    Number.isFinite(inherited) && process.env.FORTUNA_CLOCK_SHIFT_MS
      ? inherited
      : at - RealDate.now();
  process.env.FORTUNA_CLOCK_SHIFT_MS = String(shift);
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }

    static override now(): number {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
