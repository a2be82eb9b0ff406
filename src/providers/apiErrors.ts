import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** The errors of the one http client, read the same way by every screen. */

/** What a failed `api()` call carried: the HttpError's status and the server's JSON body. */
export interface Failure {
  /** Undefined when the server was not reached (network failure). */
  status: number | undefined;
  /** The server's Thai message, if any. */
  message: string | undefined;
  /** Messages under their fields. */
  errors: Record<string, string>;
  /** Extra data the server sent with the error (the login's 401 carries the document types). */
  data: unknown;
}

export function failureOf(e: unknown): Failure {
  const err = e as
    | {
        status?: number;
        body?: { message?: string; errors?: Record<string, string>; data?: unknown } | null;
      }
    | undefined;
  const status = typeof err?.status === 'number' ? err.status : undefined;
  return {
    status,
    message: status === undefined ? undefined : (err?.body?.message ?? undefined),
    errors: err?.body?.errors ?? {},
    data: err?.body?.data,
  };
}

/**
 * THE way a form shows a refused save: puts the server's field messages (the HttpError
 * body's `errors`) under the form's own fields (`aliases` maps a server field name to a
 * form field) and answers the messages left over (the general message, then those of
 * fields the form does not show), for the form's alert or notification. The failure is
 * also kept as the form's root error, so the form does not count as saved and still warns
 * before its typing is left.
 */
export function placeFieldErrors<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  failure: Failure,
  fields: readonly string[],
  aliases: Record<string, string> = {},
): string[] {
  const placed: string[] = [];
  const rest: string[] = [];
  for (const [key, message] of Object.entries(failure.errors)) {
    const name = aliases[key] ?? key;
    if (fields.includes(name)) {
      form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !placed.length });
      placed.push(message);
    } else {
      rest.push(message);
    }
  }
  // The general message repeats a placed one (or is the generic "invalid data"): left out then.
  const general = placed.length ? [] : [failure.message].filter((m): m is string => !!m);
  const left = [...general, ...rest.filter((m) => !placed.includes(m))];
  form.setError('root.server', { type: 'server', message: left.join(' ') || placed[0] });
  return left;
}
