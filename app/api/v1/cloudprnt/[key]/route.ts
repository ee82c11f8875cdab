import { route } from '@/lib/route/route';
import { cloudPrntPollSchema } from '@/lib/validation/printer';
import { cloudPrntConfirm, cloudPrntJob, cloudPrntPoll } from '@/lib/printers/cloudprnt';

/**
 * A Star CloudPRNT printer's own URL: public by design, the printer's secret is the last part of the path.
 * POST: its poll (answered in CloudPRNT's JSON, not the API's envelope); GET: the job; DELETE: its confirmation.
 */
export const POST = route({ access: 'public', ownAuthorization: true, body: cloudPrntPollSchema }, async ({ params }) => Response.json(await cloudPrntPoll(params.key)));

export const GET = route({ access: 'public', ownAuthorization: true }, ({ req, params }) => cloudPrntJob(params.key, req.nextUrl.searchParams.get('type'), req.nextUrl.searchParams.get('token')));

export const DELETE = route({ access: 'public', ownAuthorization: true }, ({ req, params }) => cloudPrntConfirm(params.key, req.nextUrl.searchParams.get('code'), req.nextUrl.searchParams.get('token')));
