import { rawRequest } from '../support/raw-request';

/** A malformed percent-encoding anywhere in a path answers 400 or 404, never a bare 500. */

const PATHS = [
  '/m/%',
  '/m/%ZZ',
  '/m/%E0%A4%A',
  '/cart/%E0%A4%A',
  '/api/v1/cart/%ZZ',
  '/api/v1/cart/%E0%A4%A',
  '/public/uploads/%ZZ',
  '/api/v1/users/%ZZ',
  '/api/auth/%ZZ',
  '/api/v1/quickmenu/%ZZ',
  '/api/v1/quickmenu/%ZZ/visits',
  '/api/v1/quickmenu/items/%C0%AF/interests',
  '/%ZZ',
  '/m/%ZZ?q=1',
];

describe('malformed percent-encoding', () => {
  it.each(PATHS.flatMap((p) => ['GET', 'POST', 'PUT', 'DELETE', 'HEAD'].map((m) => [m, p])))('%s %s answers 400 or 404', async (method, path) => {
    const res = await rawRequest(method, path, { 'x-forwarded-for': '10.250.0.1' });
    expect([400, 404]).toContain(res.status);
  });

  it('says so in the API envelope for API paths', async () => {
    const res = await rawRequest('GET', '/api/v1/cart/%ZZ');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ status: 'fail', message: 'Malformed URL' });
  });

  it('still serves well-formed encoded paths', async () => {
    expect((await rawRequest('GET', '/m/%D9%85%D9%86%D9%8A%D9%88')).status).toBe(404); // an Arabic name: no such menu
    expect((await rawRequest('GET', '/api/health')).status).toBe(200);
  });
});
