/** The bridge's key from its request's `Authorization: Bearer …` (null when there is none). */
export function bridgeKeyOf(req: Request): string | null {
  const auth = req.headers.get('authorization') ?? '';
  return /^Bearer\s+(\S+)$/i.exec(auth)?.[1] ?? null;
}
