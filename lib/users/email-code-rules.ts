/** E-mail verification code rules (shared with the verify page, so no server-only imports). */
export const EMAIL_CODE_VALID_MINUTES = 10;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
export const EMAIL_CODE_RESEND_SECONDS = 60;
