/** Collections of the money area of the fake backend (see mocks/README.md). */
export function moneyCollections() {
  return {};
}
