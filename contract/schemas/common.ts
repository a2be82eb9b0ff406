import { z } from 'zod';
import { MAX_PER_PAGE } from '../limits';

/** Every reply is {code, message, data}; `code` equals the HTTP status. */
export const reply = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), message: z.string(), data });

/** A numeric id that arrives as a query string. */
export const idParam = z.coerce.number().int().positive();

/** Paging keys every list endpoint takes (DESIGN.md "The contract"). */
export const pageQuery = {
  page: z.coerce.number().int().min(1).optional(),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
  sort: z.string().max(64).optional(),
  order: z.enum(['ASC', 'DESC']).optional(),
};

export const emptyQuery = z.strictObject({});

export const lookupRow = z.object({ id: z.number(), enum_values: z.string(), enum_desc: z.string() });
export type LookupRow = z.infer<typeof lookupRow>;

export const errorReply = z.object({
  code: z.number(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;
