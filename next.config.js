/** @type {import('next').NextConfig} */
const nextConfig = {
  // Helpers and the test runner can build side by side without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // `npm test` type-checks the whole tree (app, scripts, tests) once, beside jest (scripts/check-code.ts): it sets this
  // so the build does not check the app's types a second time. Every other build (npm start, CI's deploy) checks them.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  poweredByHeader: false,
  // The API contract (spec §7) writes some paths with a trailing slash (POST /api/v1/cart/, /quickmenu/{id}/):
  // answer them directly instead of with a 308 to the slash-less path.
  skipTrailingSlashRedirect: true,
  // The upload limit as the browser checks it before sending an image (the server checks UPLOAD_MAX_BYTES itself).
  env: { NEXT_PUBLIC_UPLOAD_MAX_BYTES: process.env.UPLOAD_MAX_BYTES || '' },
  // Metadata (title, Open Graph) always in the <head>, for every client: the rendered public menu is cached once and
  // served to browsers and link-preview bots alike (WhatsApp, Facebook read the head only), so it is never streamed.
  htmlLimitedBots: /.*/,
  // The CSS in the page's <head> instead of a render-blocking request: a menu is opened once from a QR code, on a
  // phone's slow first connection, so one round trip less before the first paint beats reusing a cached stylesheet.
  // With the CSS inlined, a CSS chunk costs no request: group it by route as finely as the bundler can ('graph' with no
  // request cost), so a page carries only the styles its own modules import (the default merging put the admin
  // screens', the cart page's and the form fields' CSS modules into the public menu's <head>).
  experimental: { inlineCss: true, cssChunking: { type: 'graph', requestCost: 0 } },
  // Server-only packages with native parts or dynamic requires stay outside the bundle.
  serverExternalPackages: ['mongoose', 'mongodb', 'sharp', 'pdfkit', 'exceljs', 'nodemailer', 'bcryptjs', 'mingo', 'bson'],
  // Security headers on every answer. Pages get their nonce CSP (and HSTS over https) from proxy.ts.
  async headers() {
    const everywhere = [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      { key: 'Permissions-Policy', value: 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()' },
      { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    ];
    const https = [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }];
    return [
      { source: '/:path*', headers: everywhere },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }] },
      { source: '/public/uploads/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'self'" }] },
      { source: '/:path*', has: https, headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }] },
      // The login page may be opened from a login link (its password in the fragment, or in the query of an older link):
      // never stored by a cache, and no Referer from it to anywhere.
      {
        source: '/login',
        headers: [
          { key: 'Referrer-Policy', value: 'no-referrer' },
          { key: 'Cache-Control', value: 'no-store' },
        ],
      },
    ];
  },
};

module.exports = nextConfig;
