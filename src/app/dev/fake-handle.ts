/**
 * The handle the in-browser fake backend puts on window (mocks/browser.ts FakeHandle), mock mode
 * only: what the developer tools use of it.
 */
export interface FakeScenario {
  name: string;
  description: string;
  active: boolean;
}

export interface FakeHandle {
  reset: () => Promise<void>;
  setScenario: (name: string, on: boolean, target?: string) => Promise<boolean>;
  scenarios: () => FakeScenario[];
  /** Keeps the fake's world in the page's storage now. */
  save: () => Promise<void>;
  /** Moves the fake's clock on (deposits settle, withdrawals move on). */
  advanceClock: (minutes: number) => Promise<void>;
}

/** The fake backend's handle, or null on a real API. */
export function fakeHandle(): FakeHandle | null {
  return (window as { __fortunaFake?: FakeHandle }).__fortunaFake ?? null;
}
