import spec from '../../src/api/generated/openapi.json';

/** The bundled contract, typed loosely for walking. */
export interface OperationObject {
  operationId: string;
  tags?: string[];
  summary?: string;
  parameters?: { name?: string; in?: string; $ref?: string; required?: boolean }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: unknown[];
}
export type SchemaObject = Record<string, unknown>;

export const contract = spec as unknown as {
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, SchemaObject>;
    responses: Record<string, unknown>;
    parameters: Record<string, unknown>;
  };
};

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation: method (upper case), path template and the operation object. */
export const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({
    method: method.toUpperCase(),
    path,
    operation: item[method] as OperationObject,
  })),
);
