/** @type {import('next').NextConfig} */
const nextConfig = {
  // Helpers and the test runner can build side by side without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // The API contract (spec §7) writes some paths with a trailing slash (POST /api/v1/cart/, /quickmenu/{id}/):
  // answer them directly instead of with a 308 to the slash-less path.
  skipTrailingSlashRedirect: true,
  // Metadata (title, Open Graph) always in the <head>, for every client: the rendered public menu is cached once and
  // served to browsers and link-preview bots alike (WhatsApp, Facebook read the head only), so it is never streamed.
  htmlLimitedBots: /.*/,
  // The CSS in the page's <head> instead of a render-blocking request: a menu is opened once from a QR code, on a
  // phone's slow first connection, so one round trip less before the first paint beats reusing a cached stylesheet.
  experimental: { inlineCss: true },
  // Server-only packages with native parts or dynamic requires stay outside the bundle.
  serverExternalPackages: ['mongoose', 'mongodb', 'sharp', 'pdfkit', 'exceljs', 'nodemailer', 'bcryptjs', 'mingo', 'bson'],
};

module.exports = nextConfig;
