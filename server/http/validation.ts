// Turns zod issues into Laravel-style field errors ("The per page field must be an integer."),
// the shape docs/contract.md promises and the storefront shows under each field.
import { z } from 'zod';
import { addFieldError, validationError, type FieldErrors } from './errors';

type Issue = z.core.$ZodIssue;

const typeNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  record: 'an object',
};

function attributeOf(path: PropertyKey[]): string {
  const name = path.map(String).join('.');
  return name === '' ? 'body' : name;
}

function messageFor(issue: Issue, attribute: string): string {
  const label = attribute.replace(/_/g, ' ');
  // Messages written for a field carry the placeholder, as Laravel's language lines do.
  if (issue.message.includes(':attribute')) return issue.message.replace(/:attribute/g, label);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `The ${label} field is required.`;
      return `The ${label} field must be ${typeNames[issue.expected] ?? `of type ${issue.expected}`}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? `The ${label} field is required.` : `The ${label} field must be at least ${issue.minimum} characters.`;
      }
      if (issue.origin === 'array') return `The ${label} field must have at least ${issue.minimum} items.`;
      return `The ${label} field must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `The ${label} field must not be greater than ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `The ${label} field must not have more than ${issue.maximum} items.`;
      return `The ${label} field must not be greater than ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.format === 'email') return `The ${label} field must be a valid email address.`;
      return `The ${label} field format is invalid.`;
    case 'invalid_value':
      return `The selected ${label} is invalid.`;
    case 'unrecognized_keys':
      return `The ${label} field has unknown keys: ${issue.keys.join(', ')}.`;
    default:
      return `The ${label} field is invalid.`;
  }
}

export function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    // Unknown keys are reported under each key, so the client can point at the offending field.
    const targets = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of targets) {
      const attribute = attributeOf(path);
      const message = issue.code === 'unrecognized_keys' ? `The ${attribute.replace(/_/g, ' ')} field is not allowed.` : messageFor(issue, attribute);
      addFieldError(errors, attribute, message);
    }
  }
  return errors;
}

/** Parses or throws the 422 envelope. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw validationError(fieldErrors(result.error.issues));
  return result.data;
}
