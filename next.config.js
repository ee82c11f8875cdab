/** @type {import('next').NextConfig} */
const nextConfig = {
  // Helpers and the test runner can build side by side without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Server-only packages with native parts or dynamic requires stay outside the bundle.
  serverExternalPackages: ['mongoose', 'mongodb', 'sharp', 'pdfkit', 'exceljs', 'nodemailer', 'bcryptjs', 'mingo', 'bson'],
};

module.exports = nextConfig;
