// Every enum names each value: x-enum-varnames (for generated constants) and
// x-enum-descriptions (for humans), each exactly as long as `enum`.
export default function enumNames(schema) {
  if (!schema || !Array.isArray(schema.enum)) return [];
  const problems = [];
  for (const key of ['x-enum-varnames', 'x-enum-descriptions']) {
    const names = schema[key];
    if (!Array.isArray(names)) {
      problems.push({ message: `enum has no ${key}` });
    } else if (names.length !== schema.enum.length) {
      problems.push({
        message: `${key} has ${names.length} entries for ${schema.enum.length} enum values`,
      });
    }
  }
  return problems;
}
