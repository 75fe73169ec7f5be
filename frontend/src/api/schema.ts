/**
 * The server's schemas by name, from its OpenAPI document (`schema.gen.ts`, written by `make api-types`;
 * `make lint` fails while the two disagree). Wire types are aliases of these, not hand-written copies.
 */
import type { components } from '@/api/schema.gen';

export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** A schema with some of its fields narrowed to what the console relies on (the server declares them as
 * plain strings, e.g. a status that only ever holds a few codes). */
export type Narrowed<T, N extends { [K in keyof N]: K extends keyof T ? unknown : never }> = Omit<T, keyof N> & N;
