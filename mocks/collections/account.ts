/** Collections of the account area of the fake backend (see mocks/README.md). */
export function accountCollections() {
  return {};
}
