/**
 * Contract validation failures in words a person can act on. Ajv's own text ("body/name must NOT have
 * more than 50 characters") names the request part and shouts; the client shows this text as it is.
 */
export interface ContractViolation {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function fieldName(violation: ContractViolation): string {
  const path = violation.instancePath.split('/').filter(Boolean).join('.');
  return path === '' ? 'The request' : path;
}

export function validationMessage(violations: readonly ContractViolation[]): string {
  const first = violations[0];
  if (!first) return 'The request is not valid';
  const field = fieldName(first);
  const { params } = first;
  switch (first.keyword) {
    case 'required':
      return `${String(params.missingProperty)} is required`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minLength':
      return params.limit === 1
        ? `${field} is required`
        : `${field} must be at least ${String(params.limit)} characters`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'format':
      return `${field} must be a valid ${String(params.format)}`;
    case 'type':
      return `${field} must be a ${String(params.type)}`;
    case 'additionalProperties':
      return `${String(params.additionalProperty)} is not a known field`;
    default:
      return `${field} ${first.message ?? 'is not valid'}`;
  }
}
