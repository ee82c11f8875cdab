import { NextResponse } from 'next/server';

export type SuccessBody<T> = { status: 'success'; data: T };
export type FailBody = { status: 'fail' | 'error'; message: string };

/** `{ status: 'success', data }` with an HTTP status (200 unless told). */
export function ok<T>(data: T, init?: number | ResponseInit): NextResponse<SuccessBody<T>> {
  const responseInit = typeof init === 'number' ? { status: init } : init;
  return NextResponse.json({ status: 'success', data }, responseInit);
}

/** 4xx answers are 'fail', 5xx are 'error' (JSend). */
export function failure(status: number, message: string, headers?: HeadersInit): NextResponse<FailBody> {
  return NextResponse.json({ status: status >= 500 ? 'error' : 'fail', message }, { status, headers });
}
