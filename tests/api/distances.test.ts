/** POST /api/v1/distances (spec §7 Distances): great-circle km between two [lng, lat] positions, strict input. */
import { TestClient } from '../support/http';

const client = new TestClient();
const amman = [35.9106, 31.9539];
const irbid = [35.8444, 32.5556];

describe('POST /api/v1/distances', () => {
  it('answers the distance in km at data.data.distances[0][1] (Amman to Irbid about 67 km)', async () => {
    const res = await client.post('/api/v1/distances', { locations: [amman, irbid], metrics: ['distance'], units: 'km' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const d = res.body.data.data.distances;
    expect(d[0][0]).toBe(0);
    expect(d[1][1]).toBe(0);
    expect(d[0][1]).toBeGreaterThan(66.5);
    expect(d[0][1]).toBeLessThan(68);
    expect(d[1][0]).toBe(d[0][1]);
  });

  it('London to Paris is about 344 km', async () => {
    const res = await client.post('/api/v1/distances', { locations: [[-0.1278, 51.5074], [2.3522, 48.8566]], metrics: ['distance'], units: 'km' });
    expect(res.status).toBe(200);
    expect(Math.abs(res.body.data.data.distances[0][1] - 343.6)).toBeLessThan(1.5);
  });

  it.each([
    ['a longitude out of range', { locations: [[181, 31], amman], units: 'km' }],
    ['a latitude out of range', { locations: [[35, -90.5], amman], units: 'km' }],
    ['strings for numbers', { locations: [['35.9', '31.9'], amman], units: 'km' }],
    ['one location', { locations: [amman], units: 'km' }],
    ['three locations', { locations: [amman, irbid, amman], units: 'km' }],
    ['a position with three numbers', { locations: [[35.9, 31.9, 3], amman], units: 'km' }],
    ['miles', { locations: [amman, irbid], units: 'mi' }],
    ['an unknown metric', { locations: [amman, irbid], metrics: ['duration'], units: 'km' }],
    ['an operator object', { locations: { $gt: '' }, units: 'km' }],
    ['no body', undefined],
  ])('refuses %s with 400', async (_name, body) => {
    const res = await client.post('/api/v1/distances', body);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('fail');
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await client.request('POST', '/api/v1/distances', '{not json', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
  });
});
