/** Collections of the payments area of the fake backend (see mocks/README.md). */
export function paymentsCollections() {
  return {};
}
