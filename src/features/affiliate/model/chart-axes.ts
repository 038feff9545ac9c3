import { scaleLinear } from '@visx/scale';

/** A linear axis's domain and the ticks to label it with. */
export interface AxisDomain {
  domain: [number, number];
  ticks: number[];
}

/**
 * The domains of the chart's two axes (sign-ups on the left, net revenue on the right), with
 * their zeros on one baseline (issue 34: a negative revenue lifted the right axis's zero above
 * the left's, so the bars and the line read against two different floors). Each axis's top is
 * rounded to a tick; both then reach as far below zero, in the same share of the height, as the
 * one that goes deepest.
 */
export function alignedZeroDomains(
  left: readonly number[],
  right: readonly number[],
  ticks = 5,
): { left: AxisDomain; right: AxisDomain } {
  const top = (values: readonly number[]) =>
    scaleLinear({ domain: [0, Math.max(1, ...values)], nice: ticks }).domain()[1] ?? 1;
  const leftTop = top(left);
  const rightTop = top(right);
  // How far each axis goes below zero, as a share of how far it goes above.
  const depth = (values: readonly number[], axisTop: number) =>
    Math.max(0, -Math.min(0, ...values)) / axisTop;
  const below = Math.max(depth(left, leftTop), depth(right, rightTop));
  const axis = (axisTop: number, integers: boolean): AxisDomain => {
    const domain: [number, number] = [-below * axisTop, axisTop];
    const step = scaleLinear({ domain: [0, axisTop] }).ticks(ticks);
    const size = (step[1] ?? axisTop) - (step[0] ?? 0);
    const all: number[] = [];
    for (let value = Math.ceil(domain[0] / size) * size; value <= axisTop + 1e-9; value += size)
      all.push(Math.round(value * 1e6) / 1e6);
    return { domain, ticks: integers ? all.filter((value) => Number.isInteger(value)) : all };
  };
  return { left: axis(leftTop, true), right: axis(rightTop, false) };
}
