/** A new password's length (sign-up, password change and reset, `npm run staff -- set-password`). */
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes; longer passwords are refused rather than silently cut. */
export const PASSWORD_MAX_LENGTH = 64;
