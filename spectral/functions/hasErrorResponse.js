// An operation must say how it fails: at least one 4xx or 5xx response.
export default function hasErrorResponse(responses) {
  if (!responses || typeof responses !== 'object') return [];
  const codes = Object.keys(responses);
  if (codes.some((code) => /^[45]\d\d$|^[45]XX$/.test(code))) return [];
  return [{ message: 'operation documents no error response (4xx or 5xx)' }];
}
