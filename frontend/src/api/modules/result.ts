import type { Envelope } from '@/api/types';

/** A business failure (`success: false`) carried as an error, for react-query and try/catch callers. */
export class ApiError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

/** Resolves `data` of a successful envelope; rejects with ApiError otherwise. */
export async function unwrap<T>(request: Promise<Envelope<T>>): Promise<T> {
  const res = await request;
  if (!res.success) throw new ApiError(res.code, res.message);
  return res.data;
}
