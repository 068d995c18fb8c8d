// Types of the validator schemas/build-validator.ts generates (Ajv standalone).
export interface ListFileSchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface ListFileValidator {
  (data: unknown): boolean;
  errors?: ListFileSchemaError[] | null;
}

export const validate: ListFileValidator;
export default validate;
