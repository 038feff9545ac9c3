/** Collections of the engage area of the fake backend (see mocks/README.md). */
export function engageCollections() {
  return {};
}
