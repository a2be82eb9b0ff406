import { z } from 'zod';
import { th } from '../i18n/th';

// Messages of schemas that name none of their own are Thai.
z.config({
  customError: (issue) =>
    issue.input === undefined || issue.input === '' ? th.server.required : th.server.invalid_value,
});

/** A schema message that is a key of the catalogue (`validation.…`) becomes its Thai text. */
export function translateMessage(message: string): string {
  if (!message.startsWith('validation.')) return message;
  const found = message
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], th);
  return typeof found === 'string' ? found : message;
}
