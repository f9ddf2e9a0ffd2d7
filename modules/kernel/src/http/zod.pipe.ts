import { Body, Param, PipeTransform, Query } from '@nestjs/common';
import type { ZodType, z } from 'zod';
import { ValidationError } from '../errors/domain-errors';

/** What a {@link ZodPipe} hands a handler for a contracts schema: the schema's parsed output. */
export type Input<S extends ZodType> = z.output<S>;

/**
 * Parses a body, query or param with its contracts schema: unknown fields are stripped, strings
 * trimmed by the schema, and the first problem names its field.
 */
export class ZodPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const problems = parsed.error.issues.map((issue) => ({
      field: issue.path.length ? issue.path.join('.') : undefined,
      message: issue.message,
    }));
    const first = problems[0]!;
    throw new ValidationError(first.message, first.field, problems);
  }
}

/**
 * The body, query string or path parameters parsed with a contracts schema; the route table (and so
 * the API document) reads the schema from the pipe.
 */
export const ValidBody = (schema: ZodType) => Body(new ZodPipe(schema));
export const ValidQuery = (schema: ZodType) => Query(new ZodPipe(schema));
export const ValidParams = (schema: ZodType) => Param(new ZodPipe(schema));
