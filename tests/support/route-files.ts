import fs from 'node:fs';
import path from 'node:path';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
export const APP_DIR = path.join(__dirname, '..', '..', 'app');

/** Every route.ts (or .tsx/.js) file under `dir`. */
export function routeFiles(dir: string = APP_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(p);
    return /^route\.(ts|tsx|js)$/.test(e.name) ? [p] : [];
  });
}

/** Every `route file × exported HTTP method` of the app, as 'api/v1/cart/[id] PUT' (read from the source). */
export function routeMethods(): string[] {
  return routeFiles(APP_DIR).flatMap((file) => {
    const key = path.relative(APP_DIR, path.dirname(file)).split(path.sep).join('/');
    const source = fs.readFileSync(file, 'utf8');
    return METHODS.filter((m) =>
      new RegExp(`export\\s+(const\\s+${m}\\b|(async\\s+)?function\\s+${m}\\b)|export\\s*\\{[^}]*\\bas\\s+${m}\\b`).test(source),
    ).map((m) => `${key} ${m}`);
  });
}
