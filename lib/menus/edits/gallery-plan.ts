import { msg } from '../../i18n/t';

/** Galleries need a plan above 1 (spec §6, §9): the ops answer 403 with the screen's notice below it. */
export const GALLERY_PLAN = { min: 2, message: msg('galleriesNeedPlan') };
