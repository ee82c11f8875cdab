import { route } from '@/lib/route/route';
import { readUploadForm } from '@/lib/uploads/read-upload-form';
import { attachUpload } from '@/lib/menus/attach-upload';

/**
 * POST /api/v1/upload (spec §7 Upload): multipart path, model, data (JSON), file. The menu comes from the form, not
 * the URL, so the route asks for a verified user and attachUpload checks the menu's admins (403 otherwise).
 * Answers the updated menu in data.data, with data.data.image = the new file name.
 */
export const POST = route({ access: 'verified' }, async ({ req, user }) => {
  const { target, bytes } = await readUploadForm(req);
  const { menu, image } = await attachUpload(user, target, bytes);
  return { data: { ...menu, image } };
});
